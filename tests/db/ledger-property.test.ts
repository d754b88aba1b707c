import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { ledgerAccounts, users } from "../../db/schema";
import { book, type Booking } from "../../domain/ledger/book";
import { checkBalances } from "../../domain/ledger/check-balances";
import { UnprocessableError } from "../../kernel/errors";
import { TEST_DATABASES } from "../setup/test-db";

/** A small seeded generator (mulberry32): a failing run names its seed and can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)],
  };
}
type Rng = ReturnType<typeof rng>;

/** What the test knows: the users, every booking that went through (to retry and to refund), and the payments not yet refunded. */
interface World {
  users: number[];
  booked: Booking[];
  refundable: Booking[];
  seq: number;
}

/**
 * The operations a random sequence is made of: each answers the booking to try (or null when it
 * has nothing to do). Rewards' conversions and vouchers' redemptions join this table as they
 * land; the invariants checked at the end stay the same.
 */
const OPERATIONS: { name: string; weight: number; next: (w: World, r: Rng) => Booking | null }[] = [
  {
    name: "recharge",
    weight: 3,
    next: (w, r) => ({
      userId: r.pick(w.users),
      account: "wallet",
      currencyCode: "USD",
      kind: "recharge",
      amountMinor: r.int(1, 20_000),
      ref: { type: "recharge", id: ++w.seq },
      idempotencyKey: `p-recharge-${w.seq}`,
    }),
  },
  {
    name: "order payment",
    weight: 4,
    next: (w, r) => ({
      userId: r.pick(w.users),
      account: "wallet",
      currencyCode: "USD",
      kind: "order_payment",
      amountMinor: -r.int(1, 15_000),
      ref: { type: "order_group", id: ++w.seq },
      idempotencyKey: `p-pay-${w.seq}`,
    }),
  },
  {
    name: "refund of a payment",
    weight: 2,
    next: (w, r) => {
      if (!w.refundable.length) return null;
      const paid = r.pick(w.refundable);
      // refunded once: not offered again (a retry of the refund is the "retried request" operation)
      w.refundable = w.refundable.filter((p) => p !== paid);
      const part = r.next() < 0.5 ? -paid.amountMinor : r.int(1, -paid.amountMinor);
      return {
        ...paid,
        kind: "refund",
        amountMinor: part,
        ref: { type: "refund", id: paid.ref!.id },
        idempotencyKey: `p-refund-${paid.idempotencyKey}`,
      };
    },
  },
  {
    name: "a retried request (same key)",
    weight: 2,
    next: (w, r) => (w.booked.length ? { ...r.pick(w.booked) } : null),
  },
];

function choose(r: Rng): (typeof OPERATIONS)[number] {
  const total = OPERATIONS.reduce((n, o) => n + o.weight, 0);
  let x = r.next() * total;
  for (const o of OPERATIONS) {
    x -= o.weight;
    if (x < 0) return o;
  }
  return OPERATIONS[0];
}

describe.each(TEST_DATABASES)("the ledger under random sequences on $name", ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database?.close();
  });

  for (const seed of [1, 2, 3, 7, 42]) {
    it(`seed ${seed}: every balance equals its ledger, none ever below zero, a retry books nothing twice`, async () => {
      const r = rng(seed);
      const db = database.db;
      const made = await db
        .insert(users)
        .values(
          [0, 1, 2].map((i) => ({
            firstName: `P${seed}`,
            lastName: `${i}`,
            email: `ledger-${seed}-${i}-${process.pid}@test.example`,
            passwordHash: "x",
          })),
        )
        .returning({ id: users.id });
      const w: World = { users: made.map((u) => u.id), booked: [], refundable: [], seq: seed * 100_000 };
      const expected = new Map<number, number>(w.users.map((u) => [u, 0]));
      const seen = { booked: 0, refused: 0, repeated: 0 };
      for (let round = 0; round < 40; round++) {
        // one to four bookings at once, each in its own transaction (truly concurrent on PostgreSQL)
        const batch = Array.from({ length: r.int(1, 4) }, () => choose(r).next(w, r)).filter((b): b is Booking => b !== null);
        const before = new Map(expected);
        const outcomes = await Promise.all(
          batch.map((b) =>
            db
              .transaction((tx) => book(tx, b))
              .then((done) => ({ b, done }))
              .catch((err: unknown) => {
                if (err instanceof UnprocessableError && err.message === "wallet_insufficient") return { b, done: null };
                throw err;
              }),
          ),
        );
        for (const { b, done } of outcomes) {
          seen[!done ? "refused" : done.repeated ? "repeated" : "booked"] += 1;
          if (!done) {
            // refused only when the balance could not cover it (alone in its round: exactly then)
            if (batch.length === 1) expect(before.get(b.userId)! + b.amountMinor).toBeLessThan(0);
            continue;
          }
          if (done.repeated) continue;
          expected.set(b.userId, expected.get(b.userId)! + b.amountMinor);
          w.booked.push(b);
          if (b.kind === "order_payment") w.refundable.push(b);
        }
        for (const [, balance] of expected) expect(balance).toBeGreaterThanOrEqual(0);
      }
      for (const userId of w.users) {
        const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
        expect(account?.balanceMinor ?? 0, `user ${userId}`).toBe(expected.get(userId));
      }
      expect(await checkBalances(db)).toEqual([]);
      // the sequence did exercise refusals and retries, not only happy bookings
      expect(seen.refused, JSON.stringify(seen)).toBeGreaterThan(0);
      expect(seen.repeated, JSON.stringify(seen)).toBeGreaterThan(0);
    });
  }
});
