import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { jobs, mailOutbox, orderGroups, orders, shops, users } from "../../db/schema";
import { NotFoundError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import type { Ctx, Viewer } from "../context";
import { queueMail } from "../mail/mailer";
import { invoiceMail, mailText } from "../mail/templates";
import { renderOrderPdf } from "./invoice-pdf";
import { isBuyer } from "./order-access";
import { signedInvoiceUrl } from "./order-notices";
import { groupOrders } from "./order-views";

/** Two calls at the same moment: the first claims the order's mail for this long, the other sends nothing. */
const CLAIM_MS = 10 * 60_000;

/**
 * `user/mail-order/{trx_id}` (to the buyer) and `user/mail-order-seller/{trx_id}` (to each
 * order's seller): every order of the checkout's invoice by mail, the PDF attached, in the
 * order's language. Only the checkout's buyer may ask (anyone else: the unknown trx_id's 404; a
 * trx_id that cannot be one: 422).
 *
 * Once only: an order whose invoice mail to that address is already in the outbox (kept or
 * sent, not failed) is not mailed again, so the reference client, which asks on every visit of
 * the invoice page while `is_mailed` is 0, cannot fill a mailbox. Answers each order with
 * `is_mailed` (its invoice has gone to that party) and how many mails this call sent.
 */
export async function mailInvoice(
  ctx: Ctx,
  viewer: Pick<Viewer, "userId" | "sessionHash">,
  input: { trxId: unknown; to: "buyer" | "seller"; token?: unknown },
) {
  const { trx_id } = parseInput(z.object({ trx_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "v_trx_id") }), { trx_id: input.trxId });
  const [group] = await ctx.db.select().from(orderGroups).where(eq(orderGroups.trxId, trx_id)).limit(1);
  if (!group || !isBuyer(ctx, group, viewer, input.token)) throw new NotFoundError("order_not_found");
  const rows = await groupOrders(ctx.db, group.id);
  const owners = await ctx.db
    .select({ shopId: shops.id, name: shops.name, email: users.email, firstName: users.firstName })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .where(
      inArray(
        shops.id,
        rows.map((o) => o.shopId),
      ),
    );
  const locale = group.locale;
  const buyerKey = "mail_invoice_subject";
  const sellerKey = "mail_seller_invoice_subject";
  let sent = 0;
  const answer: { id: number; code: string; trx_id: string; is_mailed: boolean }[] = [];
  for (const order of rows) {
    const owner = owners.find((o) => o.shopId === order.shopId);
    const shop = localize(owner?.name, locale);
    const to = input.to === "buyer" ? group.email : (owner?.email ?? "");
    const subjectKey = input.to === "buyer" ? buyerKey : sellerKey;
    const params = { code: order.code, shop, name: input.to === "buyer" ? group.shippingAddress.name : (owner?.firstName ?? "") };
    const subject = mailText(locale, subjectKey, params);
    let mailed = to !== "" && (await alreadyMailed(ctx, to, subject));
    if (to !== "" && !mailed && (await ctx.limiter.hit(`invoice-mail:${input.to}:${order.id}`, CLAIM_MS)) === 1) {
      const pdf = await renderOrderPdf(ctx, { order, group }, { ...viewer, token: input.token });
      const url =
        input.to === "seller"
          ? `${ctx.publicUrl}/get-invoice/${encodeURIComponent(order.code)}`
          : group.userId
            ? `${ctx.publicUrl}/invoice/${encodeURIComponent(group.trxId)}`
            : signedInvoiceUrl(ctx, group.trxId);
      await queueMail(ctx.db, invoiceMail(locale, to, { subjectKey, params, url, pdf: { filename: pdf.fileName, bytes: pdf.bytes } }));
      // queued: it goes out once, retried while SMTP fails (decision 035)
      mailed = true;
      sent++;
    }
    // the buyer's copy is the reference's `is_mailed` (orders.mailed_at), read by get-invoices and the order lists
    if (mailed && input.to === "buyer")
      await ctx.db
        .update(orders)
        .set({ mailedAt: ctx.now() })
        .where(and(eq(orders.id, order.id), isNull(orders.mailedAt)));
    answer.push({ id: order.id, code: order.code, trx_id: group.trxId, is_mailed: mailed });
  }
  return { orders: answer, sent };
}

/**
 * Whether a mail with this subject went to this address (kept in the outbox or sent) or is on its
 * way (queued); one that failed for good may be asked for again.
 */
async function alreadyMailed(ctx: Ctx, to: string, subject: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject), ne(mailOutbox.status, "failed")))
    .limit(1);
  if (row) return true;
  const [queued] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "mail"),
        inArray(jobs.state, ["queued", "running"]),
        sql`${jobs.payload}->>'to' = ${to}`,
        sql`${jobs.payload}->>'subject' = ${subject}`,
      ),
    )
    .limit(1);
  return queued !== undefined;
}
