import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A real `main.ts` in its own process, as `npm start` runs it: for start-up, crash and shutdown tests. */
export type ServerProcess = {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(chosen),
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    ...env,
  };
  // The parent's test settings must not leak into the server under test.
  for (const key of ['CORRIDOR_TEST_DB', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID']) delete childEnv[key];
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // tsx is loaded into node rather than run as a wrapper that spawns node: a SIGKILL then kills the server itself,
  // as a crash would.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port: chosen, output: () => output, exited };
}

/** Polls /healthz until the process answers, or fails with what it printed. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let hasExited = false;
  void server.exited.then(() => {
    hasExited = true;
  });
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`server exited before it was healthy:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${server.output()}`);
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill(signal);
  return server.exited;
}
