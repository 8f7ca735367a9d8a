import { batchCalls, type Headers } from './batch-files.ts';
import { createClient, createUser, fundAccount, signInAs, type TestClient } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/** A business of the batch API tests: its client and the headers of a signed-in user. */
export type BatchBusiness = { client: TestClient; headers: Headers };

export type BatchCalls = ReturnType<typeof batchCalls>;

/** An SG business with SGD 1,000,000.00 to pay from and one signed-in user. */
export async function batchBusiness(t: TestApp, name: string): Promise<BatchBusiness> {
  const client = await createClient(t.db, { name });
  const user = await createUser(t.db, client);
  await fundAccount(t.db, client, 'SGD', 1_000_000_00n);
  return { client, headers: (await signInAs(t, user)).headers };
}

/**
 * The batch API tests' start: a fresh app, the batch calls, and two businesses, `a` to act and `b` to show that one
 * business never reaches another's batches. `name` tells their businesses apart ("Bulk Upload" → "Bulk Upload A Pte Ltd");
 * `env` is the app's settings.
 */
export async function batchTestSetUp(
  name: string,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; api: BatchCalls; a: BatchBusiness; b: BatchBusiness }> {
  const t = await createTestApp(env);
  return {
    t,
    api: batchCalls(t),
    a: await batchBusiness(t, `${name} A Pte Ltd`),
    b: await batchBusiness(t, `${name} B Pte Ltd`),
  };
}
