import type { TBatch } from '@corridor/contracts/batches/batch-common';
import type { TBatchProgressEvent } from '@corridor/contracts/batches/batch-progress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchCalls, type BatchBusiness as Business, batchTestSetUp } from '../../../test/batch-business.ts';
import { batchCsv } from '../../../test/batch-files.ts';
import { createUser, signInAs } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { batchProgress } from './batch-progress.ts';
import { validateBatch } from './batch-validation.service.ts';

const KEEP_ALIVE_MS = 200;

let t: TestApp;
let api: BatchCalls;
let base: string;
let a: Business;
let b: Business;

beforeAll(async () => {
  // Keep-alives (and the session check each makes) every 200 ms, not 15 s, so a stream's end is seen at once.
  ({ t, api, a, b } = await batchTestSetUp('Bulk Progress', { PROGRESS_KEEP_ALIVE_MS: String(KEEP_ALIVE_MS) }));
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
  let keepAlives = 0;
  // Set when the server ends the stream (not when the test aborts it).
  let isEnded = false;
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
            if (block === ': keep-alive') keepAlives += 1;
            for (const w of waiters.splice(0)) w();
            end = text.indexOf('\n\n');
          }
        }
        isEnded = true;
        for (const w of waiters.splice(0)) w();
      } catch {
        // Aborted by the test.
      }
    })();
  }
  const waitFor = async (isThere: () => boolean, what: () => string) => {
    const deadline = Date.now() + 10_000;
    while (!isThere()) {
      if (Date.now() > deadline) throw new Error(what());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  const until = (check: (e: TBatchProgressEvent[]) => boolean) =>
    waitFor(
      () => check(events),
      () => `no such event in ${JSON.stringify(events)}`,
    );
  /** Waits for `n` more keep-alives: the session was checked and found live each time. */
  const untilKeepAlives = (n: number) => {
    const target = keepAlives + n;
    return waitFor(
      () => keepAlives >= target,
      () => `${keepAlives} keep-alives, not ${target}`,
    );
  };
  const untilEnded = () =>
    waitFor(
      () => isEnded,
      () => 'the stream is still open',
    );
  return {
    res,
    events,
    until,
    untilKeepAlives,
    untilEnded,
    isEnded: () => isEnded,
    close: () => controller.abort(),
  };
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

  it('pushes a change announced while the first state was being read (listening starts before the read)', async () => {
    const uploaded = (await api.upload(a.headers, batchCsv(1))).json() as TBatch;
    // The stream's first read answers, then, before the stream has sent what it read, the batch moves on and that
    // is announced: the page must still get the new state, not stay on the one read.
    const query = t.db.query;
    let isRaced = false;
    t.db.query = async <T>(sql: string, params?: unknown[]) => {
      const result = await query<T>(sql, params);
      if (
        !isRaced &&
        sql.includes('FROM batches WHERE client_id = $1 AND status = ANY') &&
        params?.[0] === a.client.id
      ) {
        isRaced = true;
        let heard = () => {};
        const announced = new Promise<void>((resolve) => (heard = resolve));
        const stop = batchProgress.subscribe(a.client.id, (c) => c.batchId === uploaded.id && heard());
        await batchProgress.report(t.db, a.client.id, uploaded.id, { step: 2, done: 1, total: 1 });
        await announced;
        stop();
      }
      return result;
    };
    let topic: Awaited<ReturnType<typeof openTopic>>;
    try {
      topic = await openTopic(a);
      await topic.until((e) => e.some((x) => x.batchId === uploaded.id));
    } finally {
      t.db.query = query;
    }
    expect(isRaced).toBe(true);
    expect(topic.events.find((x) => x.batchId === uploaded.id)?.progress).toBeNull();
    await topic.until((e) => e.some((x) => x.batchId === uploaded.id && x.progress?.done === 1));
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

  it('ends the stream at the next keep-alive once its session is signed out; a live session keeps its own', async () => {
    const user = await createUser(t.db, a.client);
    const leaving = { client: a.client, headers: (await signInAs(t, user)).headers };
    const topic = await openTopic(leaving);
    const staying = await openTopic(a);
    expect(topic.res.status).toBe(200);
    await topic.untilKeepAlives(1);
    const out = await t.app.inject({ method: 'GET', url: '/r/api/logout', headers: leaving.headers });
    expect(out.statusCode).toBe(200);
    await topic.untilEnded();
    // The other user's stream goes on, its session checked and found live at each keep-alive.
    await staying.untilKeepAlives(2);
    expect(staying.isEnded()).toBe(false);
    staying.close();
  });
});
