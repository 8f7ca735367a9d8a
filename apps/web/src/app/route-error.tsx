import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { isChunkLoadError, reloadAtRoot } from '@/lib/chunk-reload.ts';
import { SomethingWentWrong } from '@/ui/something-went-wrong.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';

/** A route failed to load or render. A missing chunk (new deploy) reloads from the root; anything else is shown. */
export function RouteError() {
  const error = useRouteError();
  const isChunk = isChunkLoadError(error);
  useEffect(() => {
    if (!isChunk) console.error('Route failure', error);
  }, [error, isChunk]);
  if (isChunk && reloadAtRoot()) return <PageSpinner label="Loading the latest version…" />;
  return <SomethingWentWrong />;
}
