import { Button } from './button.tsx';
import './error-panel.css';

type ErrorPanelProps = {
  title?: string;
  message: string;
  onRetry?: () => void;
  isRetrying?: boolean;
};

/** A section that failed to load: says so (announced) and offers to try again without reloading the page. */
export function ErrorPanel({
  title = 'We could not load this',
  message,
  onRetry,
  isRetrying = false,
}: ErrorPanelProps) {
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel-title">{title}</p>
      <p>{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} isLoading={isRetrying} loadingLabel="Trying again…">
          Try again
        </Button>
      ) : null}
    </div>
  );
}
