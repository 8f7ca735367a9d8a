import { useEffect, useRef } from 'react';
import type { BatchStatus } from '../components/batch-model.ts';
import type { ProgressEvent } from './use-batch-progress.ts';

/**
 * A status heard on the progress topic that the batch as read does not have means the read began before the topic was
 * listening (the page's first read, which a re-read asked for meanwhile joins instead of starting anew): the batch is
 * read again once no read is in flight, once per message, so the page cannot stay behind the batch.
 */
export function useStatusCatchUp(
  heard: ProgressEvent | null,
  shown: BatchStatus | undefined,
  isFetching: boolean,
  reread: () => void,
) {
  const handled = useRef<ProgressEvent | null>(null);
  useEffect(() => {
    if (!heard || !shown || isFetching || handled.current === heard) return;
    handled.current = heard;
    if (heard.status !== shown) reread();
  }, [heard, shown, isFetching, reread]);
}
