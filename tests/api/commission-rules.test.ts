import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, commissionRules, users } from "../../db/schema";
import { signUp, type TestApp } from "../setup/accounts";
import {
  booksAreRight,
  buy,
  commissionWorld,
  freshSeller,
  lineOf,
  money,
  type Seller,
  settle,
  userBalance,
} from "../setup/commission-fixture";
import { call } from "../setup/http";
import { adminClient } from "../setup/payment-fixture";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Commission by rule (issue 37, item 3; decision 072): the console's rules, the most specific in force wins, the line keeps its rate. */
describeOnDatabases("commission rules", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  let world: Awaited<ReturnType<typeof commissionWorld>>;
  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await adminClient(app, database.db);
    world = await commissionWorld(database);
  }, 60_000);

  const rule = async (body: Record<string, string>) => {
    const made = await call(admin, "/admin/commission-rules", body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.rule as { id: number; percent: string | null; fixed_fee: string | null; in_force: boolean };
  };
  const preview = async (seller: Seller) =>
    (await call(seller.client, `/seller/fee-preview?price=20&quantity=2&category_id=${world.child.id}`)).body;

  it("the most specific rule in force wins: product > seller > nearest category > category rate > default; a fixed fee per line", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    // no rule: the child category's own 10 %
    expect(await preview(seller)).toMatchObject({ commission_rate: "10.00", commission: "4.00" });
    // a rule on the parent category beats the child's commission_rate (nearest rule up the tree)
    await rule({ scope: "category", target_id: String(world.parent.id), percent: "20" });
    expect(await preview(seller)).toMatchObject({ commission_rate: "20.00", commission: "8.00" });
    // the seller's rule beats the category's; a fixed fee per line adds to the percentage
    const own = await rule({ scope: "seller", target_id: String(seller.shopId), percent: "12.5", fixed_fee: "0.75" });
    expect(own).toMatchObject({ percent: "12.50", fixed_fee: "0.75", in_force: true });
    expect(await preview(seller)).toMatchObject({ commission_rate: "12.50", commission_fixed: "0.75", commission: "5.75" });
    // a product rule not yet started and one already ended change nothing
    await rule({ scope: "product", target_id: String(seller.productId), percent: "50", starts_at: iso(DAY) });
    await rule({ scope: "product", target_id: String(seller.productId), percent: "60", starts_at: iso(-2 * DAY), ends_at: iso(-DAY) });
    const placed = await buy(app, database, seller);
    expect(await lineOf(database, placed.order.id)).toMatchObject({ commissionBp: 1250, commissionFixedCents: 75, feeTaxBp: 0 });
    // a product rule in force, fixed fee only, beats them all: 1.00 for the line whatever its quantity
    await rule({ scope: "product", target_id: String(seller.productId), fixed_fee: "1.00", starts_at: iso(-DAY) });
    const fixed = await buy(app, database, seller, 3);
    expect(await lineOf(database, fixed.order.id)).toMatchObject({ commissionBp: 0, commissionFixedCents: 100 });
    const before = await money(database, seller.userId);
    await settle(app, seller, fixed);
    const after = await money(database, seller.userId);
    expect(after.commission - before.commission).toBe(100);
    expect(after.seller - before.seller).toBe(fixed.order.totalCents - 100);
    await booksAreRight(database);
    // another seller in the same category: the parent's rule
    const other = await freshSeller(app, database, world.child.id);
    const theirs = await buy(app, database, other);
    expect(await lineOf(database, theirs.order.id)).toMatchObject({ commissionBp: 2000, commissionFixedCents: 0 });
  });

  it("a rule changed or ended after an order is placed does not change that order's commission", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const own = await rule({ scope: "seller", target_id: String(seller.shopId), percent: "15" });
    const placed = await buy(app, database, seller);
    const changed = await call(admin, `/admin/commission-rules/${own.id}`, {
      scope: "seller",
      target_id: String(seller.shopId),
      percent: "30",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.rule.percent).toBe("30.00");
    const later = await buy(app, database, seller);
    expect(await lineOf(database, later.order.id)).toMatchObject({ commissionBp: 3000 });
    expect((await call(admin, `/admin/commission-rules/${own.id}/end`, {})).status).toBe(200);
    expect((await call(admin, `/admin/commission-rules/${own.id}/end`, {})).body.repeated).toBe(true);
    const before = await money(database, seller.userId);
    await settle(app, seller, placed);
    const after = await money(database, seller.userId);
    // sold at 15 %: 4000 × 15 % = 600, neither the 30 % it became nor the parent's 20 % after it ended
    expect(after.commission - before.commission).toBe(600);
    expect(after.seller - before.seller).toBe(placed.order.totalCents - 600);
    const ended = await database.db.select().from(commissionRules).where(eq(commissionRules.id, own.id));
    expect(ended[0].endsAt).not.toBeNull();
    const audited = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetType, "commission_rule"));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(["commission_rule.create", "commission_rule.update", "commission_rule.end"]),
    );
    await booksAreRight(database);
    expect(await userBalance(database, seller.userId, "seller_debt")).toBe(0);
  });

  it("bad rule input is 422 on its field and changes nothing", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const target = String(seller.shopId);
    const rows = async () => [
      (await database.db.select({ n: count() }).from(commissionRules))[0].n,
      (await database.db.select({ n: count() }).from(auditLog))[0].n,
    ];
    const start = await rows();
    for (const [body, field] of [
      [{ scope: "seller", target_id: target }, "percent"],
      [{ scope: "seller", target_id: target, percent: "100.01" }, "percent"],
      [{ scope: "seller", target_id: target, percent: "12.345" }, "percent"],
      [{ scope: "seller", target_id: target, percent: "-1" }, "percent"],
      [{ scope: "seller", target_id: target, fixed_fee: "1.999" }, "fixed_fee"],
      [{ scope: "seller", target_id: "999999", percent: "5" }, "target_id"],
      [{ scope: "brand", target_id: target, percent: "5" }, "scope"],
      [{ scope: "seller", target_id: target, percent: "5", starts_at: "2030-01-02", ends_at: "2030-01-01" }, "ends_at"],
      [{ scope: "seller", target_id: target, percent: "5", starts_at: "not a date" }, "starts_at"],
    ] as const) {
      const bad = await call(admin, "/admin/commission-rules", body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(bad.body.errors), JSON.stringify(body)).toContain(field);
    }
    const made = await rule({ scope: "seller", target_id: target, percent: "5" });
    const mid = await rows();
    const bad = await call(admin, `/admin/commission-rules/${made.id}`, { scope: "seller", target_id: target, percent: "500" });
    expect(bad.status).toBe(422);
    expect(await rows()).toEqual(mid);
    expect(mid).toEqual([start[0] + 1, start[1] + 1]);
  });

  it("is the operators' with `settings`: guests, customers and sellers get 404, staff without it 403", async () => {
    const seller = await freshSeller(app, database, world.child.id);
    const { client: customer } = await signUp(app);
    const { client: staff, userId: staffId } = await signUp(app);
    await database.db
      .update(users)
      .set({ role: "staff", staffPermissions: ["orders"] })
      .where(eq(users.id, staffId));
    const body = { scope: "seller", target_id: String(seller.shopId), percent: "5" };
    const before = (await database.db.select({ n: count() }).from(commissionRules))[0].n;
    expect((await call(app, "/admin/commission-rules/list")).status).toBe(404);
    for (const who of [customer, seller.client]) {
      expect((await call(who, "/admin/commission-rules/list")).status).toBe(404);
      expect((await call(who, "/admin/commission-rules", body)).status).toBe(404);
      expect((await call(who, "/admin/commission-rules/1/end", {})).status).toBe(404);
    }
    expect((await call(staff, "/admin/commission-rules", body)).status).toBe(403);
    expect((await database.db.select({ n: count() }).from(commissionRules))[0].n).toBe(before);
    const list = await call(admin, "/admin/commission-rules/list");
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.rules)).toBe(true);
  });
});
