import { type RefObject, useEffect } from 'react';

/**
 * While a popup is open, a click outside `root` or Escape closes it; Escape also returns focus to `toggle`,
 * so keyboard users are not left on a vanished element.
 */
export function useDismiss(
  isOpen: boolean,
  root: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen, root, toggle, close]);
}
