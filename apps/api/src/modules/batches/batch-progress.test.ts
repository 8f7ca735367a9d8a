import type { TBatch } from '@corridor/contracts/batches/batch-common';
import type { TBatchProgressEvent } from '@corridor/contracts/batches/batch-progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchCalls, type BatchBusiness as Business, batchTestSetUp } from '../../../test/batch-business.ts';
import { batchCsv } from '../../../test/batch-files.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { batchProgress } from './batch-progress.ts';
import { validateBatch } from './batch-validation.service.ts';

let t: TestApp;
let api: BatchCalls;
let base: string;
let a: Business;
let b: Business;

beforeAll(async () => {
  ({ t, api, a, b } = await batchTestSetUp('Bulk Progress'));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A reader of the progress topic: the events as they arrive, and a way to wait for one. */
async function openTopic(who: Business, clientId = who.client.id) {
  const controller = new AbortController();
  const res = await fetch(`${base}/smebackend/api/v1/client/${clientId}/topic/progress`, {
    headers: { cookie: who.headers.cookie!, source: 'sme' },
    signal: controller.signal,
  });
  const events: TBatchProgressEvent[] = [];
  const waiters: (() => void)[] = [];
  let text = '';
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          let end = text.indexOf('\n\n');
          while (end >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: progress') && data) events.push(JSON.parse(data.slice(6)));
            for (const w of waiters.splice(0)) w();
            end = text.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted by the test.
      }
    })();
  }
  const until = async (check: (e: TBatchProgressEvent[]) => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check(events)) {
      if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { res, events, until, close: () => controller.abort() };
}

describe('[BATCHES] live progress on the client’s topic (Server-Sent Events)', () => {
  it('sends the current state on connect, then each change, unbuffered and uncompressed', async () => {
    const uploaded = (await api.upload(a.headers, batchCsv(600))).json() as TBatch;
    const topic = await openTopic(a);
    expect(topic.res.status).toBe(200);
    expect(topic.res.headers.get('content-type')).toContain('text/event-stream');
    expect(topic.res.headers.get('content-encoding')).toBeNull();
    expect(topic.res.headers.get('cache-control')).toContain('no-transform');
    expect(topic.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // A page that reloads mid-batch gets where it was at once.
    await topic.until((e) => e.some((x) => x.batchId === uploaded.id && x.status === 'uploaded'));
    await validateBatch(t.deps, { clientId: a.client.id, batchId: uploaded.id });
    await topic.until((e) => e.some((x) => x.batchId === uploaded.id && x.status === 'validated'));
    const steps = topic.events.filter((e) => e.batchId === uploaded.id && e.progress);
    expect(steps.at(-1)!.progress).toMatchObject({ step: 2, label: 'Validating transactions', done: 600, total: 600 });
    topic.close();

    const again = await openTopic(a);
    await again.until((e) => e.some((x) => x.batchId === uploaded.id));
    expect(again.events.find((x) => x.batchId === uploaded.id)).toMatchObject({
      status: 'validated',
      validCount: 600,
      progress: { step: 2, done: 600, total: 600, percent: 100 },
    });
    again.close();
  });

  it('pushes at most about ten times a second per batch, the latest state last', async () => {
    const uploaded = (await api.upload(a.headers, batchCsv(1))).json() as TBatch;
    const topic = await openTopic(a);
    await topic.until((e) => e.some((x) => x.batchId === uploaded.id));
    const before = topic.events.length;
    for (let done = 1; done <= 50; done++) {
      await batchProgress.report(t.db, a.client.id, uploaded.id, { step: 2, done, total: 50 });
    }
    await topic.until((e) => e.some((x) => x.batchId === uploaded.id && x.progress?.done === 50));
    expect(topic.events.length - before).toBeLessThan(10);
    topic.close();
  });

  it("never streams another business's progress: its topic is a 404", async () => {
    const topic = await openTopic(b, a.client.id);
    expect(topic.res.status).toBe(404);
    const own = await openTopic(b);
    expect(own.res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(own.events.filter((e) => e.batchId)).toEqual([]);
    own.close();
  });
});
