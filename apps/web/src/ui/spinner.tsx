import './spinner.css';

/** A quiet progress indicator; the label is read by screen readers and shown when `isLabelVisible`. */
export function Spinner({ label = 'Loading', isLabelVisible = false }: { label?: string; isLabelVisible?: boolean }) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className={isLabelVisible ? 'spinner-label' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

/** Fills the page while a route or the session is loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} isLabelVisible />
    </div>
  );
}
