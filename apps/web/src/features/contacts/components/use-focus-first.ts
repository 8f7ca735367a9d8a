import { type RefObject, useEffect } from 'react';

const FIRST = 'input:not([type="hidden"]), button.field-input, [role="combobox"]';

/** A step starts on its first field when it appears, as the dialog does when it opens. */
export function useFocusFirst(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    // A step without fields (the confirmation) starts on its first button.
    (ref.current?.querySelector<HTMLElement>(FIRST) ?? ref.current?.querySelector<HTMLElement>('button'))?.focus();
  }, [ref]);
}
