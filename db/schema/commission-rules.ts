import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { categories, products } from "./catalog";
import { shops } from "./shops";
import { users } from "./users";

export const COMMISSION_RULE_SCOPES = ["seller", "category", "product"] as const;
export type CommissionRuleScope = (typeof COMMISSION_RULE_SCOPES)[number];

/**
 * The operator's commission rules (decision 072): one seller's, one category's (and the
 * categories below it) or one product's commission, in basis points and/or a fixed fee per order
 * line, between `starts_at` and `ends_at` (open when null). The most specific rule in force when
 * an order is placed wins; the order line keeps what it chose (`order_lines.commission_*`).
 */
export const commissionRules = pgTable(
  "commission_rules",
  {
    id: serial("id").primaryKey(),
    scope: text("scope", { enum: COMMISSION_RULE_SCOPES }).notNull(),
    shopId: integer("shop_id").references(() => shops.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    /** hundredths of a percent (1250 = 12.5 %); null: no percentage */
    percentBp: integer("percent_bp"),
    /** per order line, in base cents; null: no fixed fee */
    fixedFeeCents: bigint("fixed_fee_cents", { mode: "number" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("commission_rules_target_idx").on(t.scope, t.shopId, t.categoryId, t.productId),
    check("commission_rules_some_fee", sql`${t.percentBp} is not null or ${t.fixedFeeCents} is not null`),
    check("commission_rules_percent", sql`${t.percentBp} is null or ${t.percentBp} between 0 and 10000`),
    check("commission_rules_fixed", sql`${t.fixedFeeCents} is null or ${t.fixedFeeCents} >= 0`),
    check("commission_rules_window", sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check(
      "commission_rules_target",
      sql`(${t.scope} = 'seller' and ${t.shopId} is not null and ${t.categoryId} is null and ${t.productId} is null)
        or (${t.scope} = 'category' and ${t.categoryId} is not null and ${t.shopId} is null and ${t.productId} is null)
        or (${t.scope} = 'product' and ${t.productId} is not null and ${t.shopId} is null and ${t.categoryId} is null)`,
    ),
  ],
);
