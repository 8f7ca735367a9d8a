import { useEffect, useRef, useState } from 'react';
import type { BatchProgress, BatchStatus, ProgressStep } from '../components/batch-model.ts';

/** One message of the progress topic, as the page reads it. */
export type ProgressEvent = { batchId: string; status: BatchStatus; progress: BatchProgress | null };

type UseBatchProgressOptions = {
  /** The topic's address (spec §7 "client/{id}/topic/progress"); null while there is nothing to follow. */
  url: string | null;
  batchId: string | null;
  /** The Server-Sent Events' name (`event:` line) carrying progress. */
  eventName: string;
  /** Reads a message; null for one that is not a batch's progress. */
  parse: (data: unknown) => ProgressEvent | null;
  /** The batch moved to another status: the page reloads it (totals, failing rows, transactions). */
  onStatus?: (status: BatchStatus) => void;
  /** The stream (re)opened: events may have been missed, so the page reads the batch again. */
  onOpen?: () => void;
};

const STEPS: readonly ProgressStep[] = [2, 4, 7];
export const isProgressStep = (n: unknown): n is ProgressStep => STEPS.includes(n as ProgressStep);

/**
 * Follows one batch on the client's progress topic (Server-Sent Events through EventSource, which reconnects by
 * itself). Only this batch's messages count; a status change is handed to the page, and every (re)connection asks
 * it to read the batch again, which is how a reload mid-batch picks the progress up.
 */
export function useBatchProgress({ url, batchId, eventName, parse, onStatus, onOpen }: UseBatchProgressOptions) {
  const [event, setEvent] = useState<ProgressEvent | null>(null);
  const [isLive, setLive] = useState(false);
  const handlers = useRef({ parse, onStatus, onOpen });
  handlers.current = { parse, onStatus, onOpen };

  useEffect(() => {
    setEvent(null);
    if (!url || !batchId || typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    let lastStatus: BatchStatus | null = null;
    source.onopen = () => {
      setLive(true);
      handlers.current.onOpen?.();
    };
    source.onerror = () => setLive(false);
    const read = (message: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const next = handlers.current.parse(data);
      if (!next || next.batchId !== batchId) return;
      setEvent(next);
      if (next.status !== lastStatus) {
        lastStatus = next.status;
        handlers.current.onStatus?.(next.status);
      }
    };
    source.addEventListener(eventName, read as EventListener);
    return () => {
      source.removeEventListener(eventName, read as EventListener);
      source.close();
      setLive(false);
    };
  }, [url, batchId, eventName]);

  return { event, isLive };
}
