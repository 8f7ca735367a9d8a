import { BATCH_PROGRESS_STEPS, progressLabel } from '@corridor/domain/batches/progress';
import type { BatchProgress as Progress, ProgressStep } from './batch-model.ts';

/** Spec §4: the batch's three long steps, by the number the progress topic gives them, in their own words. */
const PROGRESS_STEPS = Object.entries(BATCH_PROGRESS_STEPS).map(([step, label]) => ({
  step: Number(step) as ProgressStep,
  label,
}));

const count = new Intl.NumberFormat('en-US');

/**
 * Where a batch is on its way: the three steps with the current one marked, and a progress bar with its counts
 * ("512 of 1,000"). Screen readers get the bar's value; the count line is polite, so it is not read on every row.
 */
export function BatchProgress({ progress }: { progress: Progress }) {
  const { step, done, total } = progress;
  const shown = Math.min(Math.max(done, 0), Math.max(total, 0));
  const label = progressLabel(step);
  return (
    <section className="panel bulk-progress stack" aria-labelledby="bulk-progress-title">
      <h2 id="bulk-progress-title" className="section-title">
        {label}
      </h2>
      <ol className="bulk-progress-steps" aria-label="Steps">
        {PROGRESS_STEPS.map((s) => (
          <li
            key={s.step}
            className={s.step === step ? 'is-current' : s.step < step ? 'is-done' : undefined}
            aria-current={s.step === step ? 'step' : undefined}
          >
            {s.label}
            {s.step < step ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
      <progress className="bulk-progress-bar" aria-label={label} value={shown} max={Math.max(total, 1)} />
      <p className="bulk-progress-count" aria-live="polite">
        {total > 0 ? `${count.format(shown)} of ${count.format(total)} transactions` : 'Starting…'}
      </p>
      <p className="muted">
        You can leave this page: the batch carries on, and its progress is here when you come back.
      </p>
    </section>
  );
}
