import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons.tsx';

const FOCUSABLE = ':is(input, select, textarea, button, [href]):not([disabled]):not([tabindex="-1"])';
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
};

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert and traps focus for free.
 * Render it only while open; on unmount focus returns to whatever opened it.
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
  footer,
  size = 'medium',
  isBusy = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const busy = useRef(isBusy);
  busy.current = isBusy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // Start where the work is (the first field), or on the safe choice (Cancel) of a confirmation,
    // rather than on the close button the browser would pick.
    dialog.querySelector<HTMLElement>(FIRST_FOCUS)?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(e) => {
        // Escape: React state decides whether the dialog is open, not the browser.
        e.preventDefault();
        if (!busy.current) onClose();
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
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
    </dialog>
  );
}
