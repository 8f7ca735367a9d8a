import { STEPS, type StepIndex } from './contact-draft.ts';

/** "Step 2 of 4": the four steps, the current one marked for assistive technology (aria-current). */
export function StepIndicator({ current }: { current: StepIndex }) {
  return (
    <ol className="contact-steps" aria-label="Steps">
      {STEPS.map((label, i) => (
        <li
          key={label}
          className={i === current ? 'is-current' : i < current ? 'is-done' : undefined}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="contact-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="contact-step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
