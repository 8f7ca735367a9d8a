import type { Queryable } from '../db/client.ts';
import { book, withLedgerTime } from '../ledger/ledger.service.ts';
import type { TransferInput } from '../ledger/ledger.types.ts';

/**
 * One seeded actor's past (a demo payout, a withdrawal), written as an async generator: it yields the time of its
 * next step and, when resumed, takes that step through the modules' services, then yields the time of the one after.
 * Nothing that moves money may run before its first yield.
 */
export type Course = AsyncGenerator<Date, void, void>;

/** The clock the courses' services read: the timeline sets it to each step's time before running the step. */
export type SeedClock = { now: () => Date; set: (at: Date) => void };

export function seedClock(start: Date): SeedClock {
  let at = start;
  return {
    now: () => at,
    set: (next) => {
      at = next;
    },
  };
}

/**
 * Runs the demo's past as one timeline, in time order: the money history's transfers (each with its `effectiveAt`)
 * and the courses' steps, each step booked at its own time (withLedgerTime). Every ledger entry then carries the time
 * its record says it happened, and running balances — of business accounts and of the house accounts businesses
 * share — follow the statement's order. A step due after `end` is left for the workers (the rail's sweep).
 */
export async function runTimeline(
  tx: Queryable,
  clock: SeedClock,
  history: readonly TransferInput[],
  courses: readonly Course[],
  end: Date,
): Promise<void> {
  const transfers = [...history].sort((a, b) => timeOf(a) - timeOf(b));
  let booked = 0;
  const bookUntil = async (at: number) => {
    let upTo = booked;
    while (upTo < transfers.length && timeOf(transfers[upTo]!) <= at) upTo += 1;
    if (upTo > booked) await book(tx, transfers.slice(booked, upTo));
    booked = upTo;
  };

  const due = new Map<Course, Date>();
  for (const course of courses) {
    const first = await course.next();
    if (!first.done) due.set(course, first.value);
  }
  while (due.size > 0) {
    // The earliest step next; courses due at the same time go in the order they were given.
    let course: Course | undefined;
    let at: Date | undefined;
    for (const [c, t] of due) {
      if (!at || t.getTime() < at.getTime()) [course, at] = [c, t];
    }
    if (!course || !at) break;
    if (at.getTime() > end.getTime()) {
      due.delete(course);
      continue;
    }
    await bookUntil(at.getTime());
    clock.set(at);
    const step = await withLedgerTime(tx, at, () => course.next());
    if (step.done) {
      due.delete(course);
    } else {
      if (step.value.getTime() < at.getTime()) throw new Error(`A seeded course went back in time, to ${step.value}`);
      due.set(course, step.value);
    }
  }
  await bookUntil(Number.POSITIVE_INFINITY);
}

function timeOf(t: TransferInput): number {
  if (!t.effectiveAt) throw new Error(`History transfer ${t.id} has no time`);
  return t.effectiveAt.getTime();
}
