import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { orderGroups, payments } from "../../db/schema";
import { centsToString } from "../catalog/pricing";
import type { Ctx, Viewer } from "../context";
import { groupCurrency, paymentView } from "./group-view";
import { minorToDecimal, payableAmount } from "./payable";

/** The viewer's own groups: an account's, or a guest session's. */
const ownGroups = (viewer: Pick<Viewer, "userId" | "sessionHash">) =>
  viewer.userId !== null
    ? eq(orderGroups.userId, viewer.userId)
    : and(isNull(orderGroups.userId), eq(orderGroups.sessionHash, viewer.sessionHash));

/** Unpaid, with at least one order not cancelled: there is still something to pay. */
const stillToPay = and(
  eq(orderGroups.paymentStatus, "unpaid"),
  sql`exists (select 1 from orders o where o.group_id = ${orderGroups.id} and o.status <> 'cancelled')`,
);

/** The code of the viewer's newest group still to pay (the payment page without a code), or null. */
export async function latestUnpaidCode(ctx: Ctx, viewer: Pick<Viewer, "userId" | "sessionHash">): Promise<string | null> {
  const [row] = await ctx.db
    .select({ code: orderGroups.code })
    .from(orderGroups)
    .where(and(ownGroups(viewer), stillToPay))
    .orderBy(desc(orderGroups.createdAt), desc(orderGroups.id))
    .limit(1);
  return row?.code ?? null;
}

/**
 * `/user/gateway`: the viewer's groups still to pay, newest first (at most 50), each with its
 * payable amount, the chosen type and its latest payment (an uploaded receipt awaiting
 * approval, an online payment that failed or was cancelled).
 */
export async function awaitingPayment(ctx: Ctx, viewer: Pick<Viewer, "userId" | "sessionHash">, opts: { appPath: string }) {
  const groups = await ctx.db
    .select()
    .from(orderGroups)
    .where(and(ownGroups(viewer), stillToPay))
    .orderBy(desc(orderGroups.createdAt), desc(orderGroups.id))
    .limit(50);
  const rows = groups.length
    ? await ctx.db
        .select()
        .from(payments)
        .where(
          inArray(
            payments.groupId,
            groups.map((g) => g.id),
          ),
        )
        .orderBy(desc(payments.id))
    : [];
  return Promise.all(
    groups.map(async (g) => {
      const payable = payableAmount(g);
      const latest = rows.find((p) => p.groupId === g.id);
      return {
        code: g.code,
        created_at: g.createdAt.toISOString(),
        payment_type: g.paymentType,
        total: centsToString(g.totalCents),
        currency: await groupCurrency(ctx, g),
        payable: { amount: minorToDecimal(payable.amountMinor, payable.currencyCode), currency: payable.currencyCode },
        payment: latest ? paymentView(latest, opts.appPath) : null,
      };
    }),
  );
}

export type AwaitingPayment = Awaited<ReturnType<typeof awaitingPayment>>;
