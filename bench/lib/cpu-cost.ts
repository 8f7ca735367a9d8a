// CPU per operation, beside throughput: on a machine shared with other work, operations per second swing with
// everyone else's load, while the CPU one operation costs (this process, and the PostgreSQL backends serving its
// database) moves much less. Linux only for the database side (it reads /proc); elsewhere that part is null.
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../../apps/api/src/db/client.ts';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds used so far by each PostgreSQL backend connected to `database` (by pid), or null without /proc. */
function backendCpuMs(database: string): Map<string, number> | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  const used = new Map<string, number>();
  for (const pid of pids) {
    try {
      // "postgres: <user> <database> <client> <state>"
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.split(' ').includes(database)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS); // utime, stime
    } catch {
      // The process ended meanwhile.
    }
  }
  return used;
}

/**
 * What the backends used between two readings: each backend's growth, counted from zero for one that connected
 * meanwhile. One that disconnected meanwhile (a pool closes connections idle for 10 s) is left out: it was idle.
 */
function backendCpuBetween(before: Map<string, number>, after: Map<string, number>): number {
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

export type CpuCost = { perSecond: number; apiMs: number; databaseMs: number | null };

/**
 * Runs `work` (which answers operations per second over `seconds`) and answers, besides, the CPU milliseconds per
 * operation of this process and of the database's backends.
 */
export async function withCpuCost(db: Queryable, seconds: number, work: () => Promise<number>): Promise<CpuCost> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const database = rows[0]!.name;
  const cpu = process.cpuUsage();
  const pg = backendCpuMs(database);
  const perSecond = await work();
  const used = process.cpuUsage(cpu);
  const pgAfter = backendCpuMs(database);
  const operations = perSecond * seconds;
  return {
    perSecond,
    apiMs: (used.user + used.system) / 1000 / operations,
    databaseMs: pg === null || pgAfter === null ? null : backendCpuBetween(pg, pgAfter) / operations,
  };
}
