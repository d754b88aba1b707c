import { inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { ledgerAccounts, users } from "../../db/schema";
import { type Booking, book, lockAccounts } from "../../domain/ledger/book";
import { checkBalances } from "../../domain/ledger/check-balances";
import { UnprocessableError } from "../../kernel/errors";
import { present } from "../setup/present";
import { describeOnDatabases } from "../setup/test-db";

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

/** One transaction's bookings: a single booking, or a transfer between accounts (conversion, voucher). */
type Transfer = Booking[];

/** What the test knows: the users, every transfer that went through (to retry), the payments not yet refunded, the vouchers not yet redeemed. */
interface World {
  users: number[];
  booked: Transfer[];
  refundable: Booking[];
  /** vouchers whose purchase was booked (only those can be redeemed), and who each is for */
  vouchers: { id: number; buyer: number; recipient: number; amountMinor: number }[];
  recipients: Map<number, number>;
  /** affiliate withdrawals held and not yet given back */
  held: Booking[];
  seq: number;
}

const one = (b: Booking): Transfer => [b];
/** The balance a booking moves: one per user and account kind. */
const key = (b: Booking) => `${b.userId}:${b.account}`;
/** What a transfer moves on one account in all. */
const net = (t: Transfer, k: string) => t.filter((b) => key(b) === k).reduce((n, b) => n + b.amountMinor, 0);

/**
 * The operations a random sequence is made of, as the shop books them: each answers the
 * transfer to try in one transaction (or null when it has nothing to do). The invariants
 * checked at the end are the same for all.
 */
const OPERATIONS: { name: string; weight: number; next: (w: World, r: Rng) => Transfer | null }[] = [
  {
    name: "recharge",
    weight: 3,
    next: (w, r) =>
      one({
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
    next: (w, r) =>
      one({
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
      return one({
        ...paid,
        kind: "refund",
        amountMinor: part,
        ref: { type: "refund", id: present(paid.ref, "the payment's reference").id },
        idempotencyKey: `p-refund-${paid.idempotencyKey}`,
      });
    },
  },
  {
    name: "reward points earned",
    weight: 2,
    next: (w, r) =>
      one({
        userId: r.pick(w.users),
        account: "reward",
        currencyCode: "PTS",
        kind: "reward_earned",
        amountMinor: r.int(1, 3_000),
        ref: { type: "order", id: ++w.seq },
        idempotencyKey: `p-earn-${w.seq}`,
      }),
  },
  {
    name: "points converted into wallet money (100 points per 1.00)",
    weight: 2,
    next: (w, r) => {
      const userId = r.pick(w.users);
      const points = r.int(1, 10) * 100;
      const id = ++w.seq;
      const base = { userId, kind: "reward_converted" as const, ref: { type: "reward" as const, id } };
      return [
        { ...base, account: "reward", currencyCode: "PTS", amountMinor: -points, idempotencyKey: `p-convert-${id}` },
        { ...base, account: "wallet", currencyCode: "USD", amountMinor: points, idempotencyKey: `p-convert-${id}-wallet` },
      ];
    },
  },
  {
    name: "gift voucher bought from the wallet",
    weight: 2,
    next: (w, r) => {
      const buyer = r.pick(w.users);
      const amountMinor = r.int(100, 8_000);
      const id = ++w.seq;
      w.recipients.set(id, r.pick(w.users));
      const base = {
        userId: buyer,
        currencyCode: "USD",
        kind: "voucher_bought" as const,
        amountMinor,
        ref: { type: "voucher" as const, id },
      };
      return [
        { ...base, account: "wallet", amountMinor: -amountMinor, idempotencyKey: `p-voucher-buy-${id}` },
        { ...base, account: "voucher", idempotencyKey: `p-voucher-buy-${id}-held` },
      ];
    },
  },
  {
    name: "gift voucher redeemed (sometimes by two at once: the key lets one through)",
    weight: 2,
    next: (w, r) => {
      if (!w.vouchers.length) return null;
      const v = r.pick(w.vouchers);
      const base = { currencyCode: "USD", kind: "voucher_redeemed" as const, ref: { type: "voucher" as const, id: v.id } };
      return [
        { ...base, userId: v.buyer, account: "voucher", amountMinor: -v.amountMinor, idempotencyKey: `p-voucher-redeem-${v.id}-held` },
        { ...base, userId: v.recipient, account: "wallet", amountMinor: v.amountMinor, idempotencyKey: `p-voucher-redeem-${v.id}` },
      ];
    },
  },
  {
    name: "affiliate commission (a referred order delivered)",
    weight: 2,
    next: (w, r) =>
      one({
        userId: r.pick(w.users),
        account: "affiliate",
        currencyCode: "USD",
        kind: "affiliate_commission",
        amountMinor: r.int(1, 5_000),
        ref: { type: "order", id: ++w.seq },
        idempotencyKey: `p-affiliate-commission-${w.seq}`,
      }),
  },
  {
    name: "affiliate withdrawal asked (the money held)",
    weight: 2,
    next: (w, r) =>
      one({
        userId: r.pick(w.users),
        account: "affiliate",
        currencyCode: "USD",
        kind: "withdrawal",
        amountMinor: -r.int(1, 6_000),
        ref: { type: "withdrawal", id: ++w.seq },
        idempotencyKey: `p-affiliate-withdrawal-${w.seq}`,
      }),
  },
  {
    name: "affiliate withdrawal rejected (the money given back)",
    weight: 1,
    next: (w, r) => {
      if (!w.held.length) return null;
      const held = r.pick(w.held);
      // given back once: a retry of it is the "retried request" operation
      w.held = w.held.filter((h) => h !== held);
      return one({ ...held, amountMinor: -held.amountMinor, idempotencyKey: `${held.idempotencyKey}-back` });
    },
  },
  {
    name: "a retried request (same keys)",
    weight: 2,
    next: (w, r) => (w.booked.length ? r.pick(w.booked).map((b) => ({ ...b })) : null),
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

describeOnDatabases("the ledger under random sequences", { seed: false }, (on) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = on.database;
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
      const w: World = {
        users: made.map((u) => u.id),
        booked: [],
        refundable: [],
        vouchers: [],
        recipients: new Map(),
        held: [],
        seq: seed * 100_000,
      };
      const expected = new Map<string, number>();
      const seen = { booked: 0, refused: 0, repeated: 0 };
      for (let round = 0; round < 60; round++) {
        // one to four transfers at once, each in its own transaction (truly concurrent on PostgreSQL)
        const batch = Array.from({ length: r.int(1, 4) }, () => choose(r).next(w, r)).filter((t): t is Transfer => t !== null);
        const before = new Map(expected);
        const outcomes = await Promise.all(
          batch.map((t) =>
            db
              .transaction(async (tx) => {
                await lockAccounts(tx, t);
                const done = [];
                for (const b of t) done.push(await book(tx, b));
                return done;
              })
              .then((done) => ({ t, done }))
              .catch((err: unknown) => {
                if (err instanceof UnprocessableError && err.message === "wallet_insufficient") return { t, done: null };
                throw err;
              }),
          ),
        );
        for (const { t, done } of outcomes) {
          if (!done) {
            seen.refused += 1;
            // refused only when a balance could not cover it (alone in its round: exactly then)
            if (batch.length === 1) expect(t.some((b) => (before.get(key(b)) ?? 0) + net(t, key(b)) < 0)).toBe(true);
            continue;
          }
          // all or nothing: every booking of a transfer is new, or every one was booked before
          expect(new Set(done.map((d) => d.repeated)).size).toBe(1);
          if (done[0].repeated) {
            seen.repeated += 1;
            continue;
          }
          seen.booked += 1;
          for (const b of t) expected.set(key(b), (expected.get(key(b)) ?? 0) + b.amountMinor);
          w.booked.push(t);
          if (t[0].kind === "order_payment") w.refundable.push(t[0]);
          if (t[0].kind === "withdrawal" && t[0].amountMinor < 0) w.held.push(t[0]);
          if (t[0].kind === "voucher_bought") {
            const id = present(t[0].ref?.id, "the voucher's id");
            const recipient = present(w.recipients.get(id), `voucher ${id}'s recipient`);
            w.vouchers.push({ id, buyer: t[0].userId, recipient, amountMinor: t[1].amountMinor });
          }
        }
        for (const [, balance] of expected) expect(balance).toBeGreaterThanOrEqual(0);
      }
      const accounts = await db.select().from(ledgerAccounts).where(inArray(ledgerAccounts.userId, w.users));
      for (const account of accounts)
        expect(account.balanceMinor, `user ${account.userId} ${account.kind}`).toBe(expected.get(`${account.userId}:${account.kind}`) ?? 0);
      for (const [k, balance] of expected)
        if (balance !== 0)
          expect(
            accounts.some((a) => `${a.userId}:${a.kind}` === k),
            k,
          ).toBe(true);
      expect(await checkBalances(db)).toEqual([]);
      // the sequence did exercise refusals and retries, not only happy bookings
      expect(seen.refused, JSON.stringify(seen)).toBeGreaterThan(0);
      expect(seen.repeated, JSON.stringify(seen)).toBeGreaterThan(0);
      // and the transfers between accounts, not only single bookings
      const kinds = new Set(w.booked.map((t) => t[0].kind));
      for (const kind of ["reward_converted", "voucher_bought", "voucher_redeemed", "affiliate_commission", "withdrawal"] as const)
        expect(kinds, kind).toContain(kind);
    });
  }
});
