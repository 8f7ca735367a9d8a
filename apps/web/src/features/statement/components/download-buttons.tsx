import type { TDownloadStatementRequest } from '@corridor/contracts/statement/download-statement';
import { useState } from 'react';
import { errorMessage } from '@/lib/api/api-error.ts';
import { Button } from '@/ui/button.tsx';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';
import { useDownloadStatement } from '../api/download-statement.ts';
import type { StatementQuery } from '../api/get-account-statement.ts';

type Format = NonNullable<TDownloadStatementRequest['format']>;

/** Download CSV / Download PDF for exactly the filters on screen; each button shows its own progress. */
export function DownloadButtons({ query }: { query: StatementQuery | null }) {
  const download = useDownloadStatement();
  const [format, setFormat] = useState<Format | null>(null);
  const start = (next: Format) => {
    if (!query) return;
    setFormat(next);
    download.mutate(
      { ...query, format: next },
      {
        onSuccess: (filename) => showSnackbar(`Downloaded ${filename}`, 'success', 3000),
        onError: (error) => showSnackbar(errorMessage(error), 'error'),
        onSettled: () => setFormat(null),
      },
    );
  };
  const isBusy = download.isPending;
  return (
    <div className="toolbar-actions">
      {(['csv', 'pdf'] as const).map((f) => (
        <Button
          key={f}
          variant="secondary"
          disabled={!query || (isBusy && format !== f)}
          isLoading={isBusy && format === f}
          loadingLabel={`Preparing ${f.toUpperCase()}…`}
          onClick={() => start(f)}
        >
          {`Download ${f.toUpperCase()}`}
        </Button>
      ))}
    </div>
  );
}
