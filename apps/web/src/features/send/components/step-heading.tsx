import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading. When the person moves to another step it takes focus (tabIndex -1: from script only), so keyboard
 * and screen-reader users start at the top of what changed; the first step of a visit leaves focus to the page.
 */
export function StepHeading({ id, children, shouldFocus }: { id: string; children: ReactNode; shouldFocus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocus) ref.current?.focus();
  }, [shouldFocus]);
  return (
    <h2 ref={ref} id={id} tabIndex={-1} className="send-step-title">
      {children}
    </h2>
  );
}
