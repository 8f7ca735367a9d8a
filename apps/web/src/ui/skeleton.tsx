import './skeleton.css';

/** Grey placeholders in the shape of what is loading; hidden from screen readers, which hear the status instead. */
export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}

/** A block of skeleton lines with one status message for assistive technology. */
export function SkeletonBlock({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div className="skeleton-block" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        // Placeholders never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
