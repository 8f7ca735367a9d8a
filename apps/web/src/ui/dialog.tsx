import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import './dialog.css';

const FOCUSABLE =
  ':is(input, select, textarea, button, [href], [role="spinbutton"]):not([disabled]):not([tabindex="-1"])';
const FIRST_FOCUS = `.dialog-body ${FOCUSABLE}, .dialog-footer ${FOCUSABLE}`;

type DialogProps = {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** While something is being saved, Escape and the close button do nothing, so a request is never orphaned. */
  isBusy?: boolean;
  /** `alertdialog` for a confirmation that interrupts (closing an account); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal from React Aria: the rest of the page is hidden from assistive technology and cannot be reached, focus
 * stays inside, the page behind does not scroll, and focus returns to whatever opened it. Render it only while
 * open. A click outside does not close it: forms in dialogs should not be lost to a stray click.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'medium',
  isBusy = false,
  role = 'dialog',
}: DialogProps) {
  const descriptionId = useId();
  const busy = useRef(isBusy);
  busy.current = isBusy;
  return (
    <ModalOverlay
      isOpen
      className="dialog-overlay"
      isKeyboardDismissDisabled={isBusy}
      onOpenChange={(isOpen) => {
        if (!isOpen && !busy.current) onClose();
      }}
    >
      <Modal className={`dialog dialog-${size}`}>
        <AriaDialog className="dialog-content" role={role} aria-describedby={description ? descriptionId : undefined}>
          <StartOnFirstField />
          <header className="dialog-header">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            <button type="button" className="icon-button" aria-label="Close" onClick={onClose} disabled={isBusy}>
              <CloseIcon />
            </button>
          </header>
          {description ? (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          ) : null}
          <div className="dialog-body">{children}</div>
          {footer ? <footer className="dialog-footer">{footer}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * Starts where the work is (the first field) or on the safe choice (Cancel) of a confirmation, rather than on
 * the dialog itself or its close button. Runs before React Aria's own focusing, which then leaves focus alone.
 */
function StartOnFirstField() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"], [role="alertdialog"]');
    dialog?.querySelector<HTMLElement>(FIRST_FOCUS)?.focus();
  }, []);
  return <span ref={ref} hidden />;
}
