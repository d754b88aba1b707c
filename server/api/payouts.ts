import type { Context, Hono } from "hono";
import { markBatchPaid, markPayoutFailed, payoutBatchFile, payoutBatchList } from "../../domain/seller/payout-batches";
import { payoutSettings, savePayoutSettings } from "../../domain/seller/payout-settings";
import { requireSeller } from "../../domain/seller/require-seller";
import { sellerStatementFile } from "../../domain/seller/statement-files";
import { sellerStatement, sellerStatements, statementAsked } from "../../domain/seller/statements";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { paymentsOf } from "../payment-config";
import type { AppServices } from "../services";
import { contract, intParam } from "./route";

/**
 * Payouts on a schedule (decision 073): the seller's payout settings (Stripe Connect offered only
 * with Stripe's keys), and the operator's batches (`approvals`, else 404): the bank file, paid,
 * one payout failed. The seller's monthly statements (decision 074): the months, one month as
 * JSON, CSV or PDF.
 */
export function payoutRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;
  const stripeOn = () => !!paymentsOf(services).stripe;
  const seller = async (c: Context) => {
    const v = await resolveViewer(c, services);
    return { viewer: v.viewer, shop: await requireSeller(ctx, v.viewer.userId) };
  };

  contract(app, "get", "/seller/payout-settings", { changesState: false }, async (c) => {
    const { shop } = await seller(c);
    return c.json(await payoutSettings(ctx, shop, { stripeOn: stripeOn() }));
  });

  contract(app, "post", "/seller/payout-settings", { changesState: true }, async (c) => {
    const { viewer, shop } = await seller(c);
    const done = await savePayoutSettings(ctx, shop, await readBody(c), { stripeOn: stripeOn() });
    return c.json({ success: translate(viewer.locale, "seller_payout_settings_saved"), ...done });
  });

  contract(app, "get", "/seller/statement-list", { changesState: false }, async (c) => {
    const { shop } = await seller(c);
    return c.json(await sellerStatements(ctx, shop));
  });

  contract(app, "get", "/seller/statement/:file", { changesState: false }, async (c) => {
    const { viewer, shop } = await seller(c);
    const asked = statementAsked(c.req.param("file") ?? "");
    if (asked.format === "json") return c.json(await sellerStatement(ctx, shop, asked.month, { locale: viewer.locale }));
    const file = await sellerStatementFile(ctx, shop, asked.month, asked.format, { locale: viewer.locale });
    return c.body(file.body as never, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    });
  });

  contract(app, "get", "/admin/payout-batches/list", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json({ batches: await payoutBatchList(ctx, { userId: v.viewer.userId, locale: v.viewer.locale }) });
  });

  for (const [name, format] of [
    ["sepa.xml", "xml"],
    ["payouts.csv", "csv"],
  ] as const)
    contract(app, "get", `/admin/payout-batches/:id{[0-9]+}/${name}`, { changesState: false }, async (c) => {
      const v = await resolveViewer(c, services);
      const file = await payoutBatchFile(ctx, { userId: v.viewer.userId, batchId: intParam(c, "id"), format });
      return c.body(file.body, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
        "Cache-Control": "private, no-store",
      });
    });

  contract(app, "post", "/admin/payout-batches/:id{[0-9]+}/paid", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const done = await markBatchPaid(ctx, { userId: v.viewer.userId, batchId: intParam(c, "id") });
    return c.json({ success: translate(v.viewer.locale, "payout_batch_marked_paid"), ...done });
  });

  contract(app, "post", "/admin/payout-batches/:id{[0-9]+}/payouts/:payoutId{[0-9]+}/fail", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const body = await readBody(c);
    const done = await markPayoutFailed(ctx, {
      userId: v.viewer.userId,
      batchId: intParam(c, "id"),
      payoutId: intParam(c, "payoutId"),
      note: body.note,
    });
    return c.json({ success: translate(v.viewer.locale, "payout_marked_failed"), ...done });
  });
}
