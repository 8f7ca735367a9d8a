/**
 * A batch's live progress (spec §4 "Progress: step 2 'Validating transactions', step 4 'Locking in FX rates',
 * step 7 'Creating transactions'"; §9 "progress bar default 6 steps"). The step numbers are the spec's; the bar
 * shows done of total rows within the step.
 */
export const BATCH_PROGRESS_STEPS = {
  2: 'Validating transactions',
  4: 'Locking in FX rates',
  7: 'Creating transactions',
} as const;
export type BatchProgressStep = keyof typeof BATCH_PROGRESS_STEPS;
export const BATCH_STEP = { validating: 2, lockingFx: 4, creating: 7 } as const satisfies Record<
  string,
  BatchProgressStep
>;

/** Spec §9: the progress bar's default number of steps. */
export const PROGRESS_BAR_STEPS = 6;

export type BatchProgress = { step: BatchProgressStep; done: number; total: number };

export function isBatchProgressStep(value: number): value is BatchProgressStep {
  return Object.hasOwn(BATCH_PROGRESS_STEPS, value);
}

export function progressLabel(step: BatchProgressStep): string {
  return BATCH_PROGRESS_STEPS[step];
}

/** Whole percent done within the step (0 with nothing to do yet), never above 100. */
export function progressPercent(p: Pick<BatchProgress, 'done' | 'total'>): number {
  if (p.total <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, p.done) * 100) / p.total));
}

/** Pushes at most this often per batch (the stored state is always the latest; a push may be skipped). */
export const PROGRESS_PUSH_INTERVAL_MS = 100;
