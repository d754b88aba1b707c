import { desc, eq } from "drizzle-orm";
import { categories, commissionRules, products, shops } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../kernel/errors";
import { parseInput } from "../../kernel/input";
import { localize } from "../../kernel/localize";
import { centsToDecimal } from "../../kernel/money";
import { requirePermission } from "../accounts/require-admin";
import { recordAudit } from "../audit/record";
import type { Ctx } from "../context";
import { type CommissionRuleFields, CommissionRuleInput } from "./commission-rule-input";

type Row = typeof commissionRules.$inferSelect;
const requireSettings = (ctx: Ctx, userId: number | null) => requirePermission(ctx, userId, "settings", "page_not_found");

const targetOf = (r: Pick<Row, "shopId" | "categoryId" | "productId">) => r.productId ?? r.shopId ?? r.categoryId ?? 0;

/** A rule as the console shows it: its target's name, the rate in percent, the fee as a decimal, its window and whether it is in force now. */
function view(r: Row, name: string, now: Date) {
  return {
    id: r.id,
    scope: r.scope,
    target_id: targetOf(r),
    target_name: name,
    percent: r.percentBp === null ? null : (r.percentBp / 100).toFixed(2),
    fixed_fee: r.fixedFeeCents === null ? null : centsToDecimal(r.fixedFeeCents),
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt?.toISOString() ?? null,
    in_force: r.startsAt <= now && (r.endsAt === null || r.endsAt > now),
    created_by: r.createdBy,
  };
}

const audited = (r: Row) => ({
  scope: r.scope,
  target_id: targetOf(r),
  percent_bp: r.percentBp,
  fixed_fee_cents: r.fixedFeeCents,
  starts_at: r.startsAt,
  ends_at: r.endsAt,
});

/** The name of a rule's shop, category or product (in the viewer's language), or null when there is none. */
async function targetName(ctx: Ctx, scope: Row["scope"], id: number, locale: string): Promise<string | null> {
  if (scope === "seller") {
    const [s] = await ctx.db.select({ name: shops.name }).from(shops).where(eq(shops.id, id));
    return s ? localize(s.name, locale) : null;
  }
  const table = scope === "category" ? categories : products;
  const [t] = await ctx.db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return t ? localize(t.name, locale) : null;
}

/** `GET admin/commission-rules/list`: every rule, newest first, with its target's name (operators with `settings`). */
export async function commissionRuleList(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await requireSettings(ctx, input.userId);
  const rows = await ctx.db.select().from(commissionRules).orderBy(desc(commissionRules.id));
  const now = ctx.now();
  const names = await Promise.all(rows.map((r) => targetName(ctx, r.scope, targetOf(r), input.locale)));
  return { rules: rows.map((r, i) => view(r, names[i] ?? "", now)) };
}

/** The fields checked whole: the target exists, the window runs forward; the row's values. */
async function valuesOf(ctx: Ctx, raw: unknown, locale: string, startsAt: Date) {
  const f: CommissionRuleFields = parseInput(CommissionRuleInput, raw);
  const name = await targetName(ctx, f.scope, f.target_id, locale);
  if (name === null) throw new ValidationError({ target_id: ["v_commission_target"] });
  const starts = f.starts_at ?? startsAt;
  if (f.ends_at && f.ends_at <= starts) throw new ValidationError({ ends_at: ["v_commission_window"] });
  return {
    name,
    values: {
      scope: f.scope,
      shopId: f.scope === "seller" ? f.target_id : null,
      categoryId: f.scope === "category" ? f.target_id : null,
      productId: f.scope === "product" ? f.target_id : null,
      percentBp: f.percent,
      fixedFeeCents: f.fixed_fee,
      startsAt: starts,
      endsAt: f.ends_at,
    },
  };
}

async function findRule(ctx: Ctx, id: number | null): Promise<Row> {
  if (id === null) throw new NotFoundError("page_not_found");
  const [row] = await ctx.db.select().from(commissionRules).where(eq(commissionRules.id, id));
  if (!row) throw new NotFoundError("page_not_found");
  return row;
}

/** `POST admin/commission-rules`: a new rule, audited; it applies to orders placed from its start (decision 072). */
export async function createCommissionRule(ctx: Ctx, input: { userId: number | null; locale: string; fields: unknown }) {
  const op = await requireSettings(ctx, input.userId);
  const now = ctx.now();
  const { name, values } = await valuesOf(ctx, input.fields, input.locale, now);
  const row = await ctx.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(commissionRules)
      .values({ ...values, createdBy: op.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(
      tx,
      op,
      { action: "commission_rule.create", target: { type: "commission_rule", id: made.id }, after: audited(made) },
      now,
    );
    return made;
  });
  return { rule: view(row, name, now) };
}

/** `POST admin/commission-rules/:id`: change a rule, audited. Orders already placed keep the rate their lines were sold at. */
export async function updateCommissionRule(ctx: Ctx, input: { userId: number | null; locale: string; id: number | null; fields: unknown }) {
  const op = await requireSettings(ctx, input.userId);
  const row = await findRule(ctx, input.id);
  const now = ctx.now();
  const { name, values } = await valuesOf(ctx, input.fields, input.locale, row.startsAt);
  const saved = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(commissionRules)
      .set({ ...values, updatedAt: now })
      .where(eq(commissionRules.id, row.id))
      .returning();
    await recordAudit(
      tx,
      op,
      { action: "commission_rule.update", target: { type: "commission_rule", id: row.id }, before: audited(row), after: audited(done) },
      now,
    );
    return done;
  });
  return { rule: view(saved, name, now) };
}

/**
 * `POST admin/commission-rules/:id/end`: the rule stops now (`ends_at` = now), audited; one that
 * has not started yet is removed; one already ended changes nothing (`repeated`).
 */
export async function endCommissionRule(ctx: Ctx, input: { userId: number | null; locale: string; id: number | null }) {
  const op = await requireSettings(ctx, input.userId);
  const row = await findRule(ctx, input.id);
  const now = ctx.now();
  if (row.endsAt && row.endsAt <= now) return { ended: row.id, repeated: true };
  await ctx.db.transaction(async (tx) => {
    const target = { type: "commission_rule", id: row.id };
    if (row.startsAt >= now) {
      await tx.delete(commissionRules).where(eq(commissionRules.id, row.id));
      await recordAudit(tx, op, { action: "commission_rule.delete", target, before: audited(row) }, now);
      return;
    }
    const [done] = await tx.update(commissionRules).set({ endsAt: now, updatedAt: now }).where(eq(commissionRules.id, row.id)).returning();
    await recordAudit(tx, op, { action: "commission_rule.end", target, before: audited(row), after: audited(done) }, now);
  });
  return { ended: row.id };
}
