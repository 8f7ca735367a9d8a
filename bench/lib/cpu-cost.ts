// CPU per operation, beside throughput: on a machine shared with other work, operations per second swing with
// everyone else's load, while the CPU one operation costs (this process, and the PostgreSQL backends serving its
// database) moves much less. Linux only for the database side (it reads /proc); elsewhere that part is null.
import { readdirSync, readFileSync } from 'node:fs';
import type { Queryable } from '../../apps/api/src/db/client.ts';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU milliseconds used so far by the PostgreSQL backends connected to `database`, or null without /proc. */
function backendCpuMs(database: string): number | null {
  let ticks = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      // "postgres: <user> <database> <client> <state>"
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.split(' ').includes(database)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks * TICK_MS;
}

export type CpuCost = { perSecond: number; apiMs: number; databaseMs: number | null };

/**
 * Runs `work` (which answers operations per second over `seconds`) and answers, besides, the CPU milliseconds per
 * operation of this process and of the database's backends. A backend that disconnects mid-run takes its time with
 * it: the pools here stay connected while they work.
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
    databaseMs: pg === null || pgAfter === null ? null : (pgAfter - pg) / operations,
  };
}
