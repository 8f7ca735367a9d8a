import './step-indicator.css';

/**
 * "Step 2 of 4" as a row of numbered steps, the current one marked for assistive technology (aria-current), those
 * behind it shown done. On a phone only the current step keeps its name on screen. Used by the multi-step dialogs
 * and flows (adding a contact, sending money).
 */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className="step-indicator" aria-label="Steps">
      {steps.map((label, i) => (
        <li
          key={label}
          className={i === current ? 'is-current' : i < current ? 'is-done' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="step-indicator-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="step-indicator-label">
            {label}
            {i < current ? <span className="visually-hidden"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
