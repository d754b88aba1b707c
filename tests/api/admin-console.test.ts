import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, notifications, products, sellerPayouts, shops, users } from "../../db/schema";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/** Issue 19: the console's dashboard, seller applications, users, the product and payout queues (the permission table is back-office-permissions.test.ts). */
describeOnDatabases("the admin console", { products: 60 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let admin: TestClient;
  const dashboardCount = async (kind: string) =>
    ((await (await admin.request("/admin/dashboard")).json()).approvals as { kind: string; count: number }[]).find((a) => a.kind === kind)
      ?.count;

  beforeAll(async () => {
    database = on.database;
    ({ app } = await makeTestApp(database));
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("the demo dashboard has pending approvals of every kind", async () => {
    const body = await (await admin.request("/admin/dashboard")).json();
    expect(body.operator).toMatchObject({ email: "admin@example.com", role: "admin" });
    expect(body.approvals.map((a: { kind: string }) => a.kind)).toEqual([
      "sellers",
      "classified_ads",
      "wallet_recharges",
      "offline_payments",
      "affiliate_withdrawals",
      "seller_products",
      "seller_payouts",
    ]);
    for (const a of body.approvals) expect(a.count, a.kind).toBeGreaterThan(0);
  });

  it("a seller application: turned down with a reason the owner sees (none: 422), then verified; the shop's page opens", async () => {
    const { client, userId } = await signUp(app);
    const slug = `console-${Date.now().toString(36)}`;
    const fields = { shop_name: "Console Books", slug, shop_phone: "+1 555 0199", shop_address: "1 Market Street" };
    expect((await client.request("/user/user-to-seller", { method: "POST", json: fields })).status).toBe(200);
    const waiting = await dashboardCount("sellers");
    const [shop] = await database.db.select().from(shops).where(eq(shops.ownerId, userId));
    const listed = await (await admin.request("/admin/sellers/list?status=pending")).json();
    expect(listed.data.map((s: { id: number }) => s.id)).toContain(shop.id);

    expect((await admin.request(`/admin/sellers/${shop.id}/reject`, { method: "POST", json: { reason: " " } })).status).toBe(422);
    const rejected = await admin.request(`/admin/sellers/${shop.id}/reject`, { method: "POST", json: { reason: "Papers missing" } });
    expect(rejected.status).toBe(200);
    expect(await dashboardCount("sellers")).toBe((waiting ?? 0) - 1);
    const me = await (await client.request("/home/check-auth")).json();
    expect(me.user.shop).toMatchObject({ verified: false, rejected_reason: "Papers missing" });
    const notes = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.some((n) => n.title.includes("Papers missing"))).toBe(true);
    expect((await (await guest(app)).request(`/shop-page-data/${slug}`)).status).toBe(404);

    const verified = await admin.request(`/admin/sellers/${shop.id}/verify`, { method: "POST", json: {} });
    expect(verified.status).toBe(200);
    expect((await verified.json()).shop.state).toBe("verified");
    // a verified shop is not turned down afterwards
    expect((await admin.request(`/admin/sellers/${shop.id}/reject`, { method: "POST", json: { reason: "late" } })).status).toBe(409);
    expect((await (await guest(app)).request(`/shop-page-data/${slug}`)).status).toBe(200);
  });

  it("users: searched, filtered and sorted on the server; an admin makes a customer staff with permissions, which then open the console", async () => {
    const { client, email, userId, password } = await signUp(app);
    const found = await (await admin.request(`/admin/users/list?q=${encodeURIComponent(email)}`)).json();
    expect(found.data.map((u: { id: number }) => u.id)).toEqual([userId]);
    const sellers = await (await admin.request("/admin/users/list?role=seller&sort=email&dir=asc")).json();
    const emails = sellers.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(sellers.data.every((u: { role: string }) => u.role === "seller")).toBe(true);
    for (const bad of ["sort=password_hash", "role=king", "dir=up", "page=-1"])
      expect((await admin.request(`/admin/users/list?${bad}`)).status, bad).toBe(422);

    expect((await client.request("/admin/dashboard")).status).toBe(404);
    for (const bad of [{ staff: 1, permissions: ["everything"] }, { staff: "yes" }])
      expect((await admin.request(`/admin/users/${userId}/staff`, { method: "POST", json: bad })).status).toBe(422);
    const made = await admin.request(`/admin/users/${userId}/staff`, { method: "POST", json: { staff: 1, permissions: ["users"] } });
    expect(made.status).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ role: "staff", staffPermissions: ["users"] });
    const staff = await guest(app);
    expect((await signIn(staff, email, password)).status).toBe(200);
    const dash = await (await staff.request("/admin/dashboard")).json();
    expect(dash).toMatchObject({ operator: { role: "staff", permissions: ["users"] }, approvals: [] });
    expect((await staff.request("/admin/users/list")).status).toBe(200);
    expect((await staff.request("/admin/sellers/list")).status).toBe(403);
    // a seller is not made staff
    const [seller] = await database.db.select().from(users).where(eq(users.email, "seller@example.com"));
    expect((await admin.request(`/admin/users/${seller.id}/staff`, { method: "POST", json: { staff: 1, permissions: [] } })).status).toBe(
      409,
    );
  });

  it("the pending products queue: the demo's submitted product is listed with its shop, price and stock; approving it empties it from the queue and the dashboard, audited", async () => {
    const listed = await admin.request("/admin/products/pending");
    expect(listed.status).toBe(200);
    const queue = (await listed.json()).products as { id: number; name: string; shop: { name: string }; price: string; stock: number }[];
    const demo = queue.find((p) => p.name.startsWith("New: "));
    expect(demo, "the demo seed's pending product").toBeDefined();
    expect(demo).toMatchObject({ shop: { name: expect.any(String) }, price: expect.any(String), stock: expect.any(Number) });
    const waiting = await dashboardCount("seller_products");
    expect(waiting).toBe(queue.length);
    const id = demo?.id ?? 0;
    expect((await admin.request(`/admin/products/${id}/approve`, { method: "POST", json: {} })).status).toBe(200);
    expect(await dashboardCount("seller_products")).toBe((waiting ?? 0) - 1);
    const again = (await (await admin.request("/admin/products/pending")).json()).products as { id: number }[];
    expect(again.map((p) => p.id)).not.toContain(id);
    const [row] = await database.db.select().from(products).where(eq(products.id, id));
    expect(row.approval).toBe("approved");
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, "product.approve"));
    expect(audited.some((a) => a.targetId === String(id))).toBe(true);
  });

  it("GET /admin/seller-payouts/pending: the waiting payouts (shop, amount, details, requested at), oldest first; paid ones leave it and the dashboard's count", async () => {
    const listed = await admin.request("/admin/seller-payouts/pending");
    expect(listed.status).toBe(200);
    const payouts = (await listed.json()).payouts as { id: number; status: string; created_at: string }[];
    expect(payouts.length).toBeGreaterThan(0);
    expect(payouts[0]).toMatchObject({
      status: "pending",
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      currency_code: expect.any(String),
      payout_details: expect.any(String),
      shop: { name: expect.any(String), slug: expect.any(String) },
    });
    const times = payouts.map((p) => p.created_at);
    expect(times).toEqual([...times].sort());
    const pending = await database.db.select().from(sellerPayouts).where(eq(sellerPayouts.status, "pending"));
    expect(payouts.map((p) => p.id).sort()).toEqual(pending.map((p) => p.id).sort());
    expect(await dashboardCount("seller_payouts")).toBe(payouts.length);

    const paid = await admin.request(`/admin/seller-payouts/${payouts[0].id}/pay`, { method: "POST", json: { note: "Sent" } });
    expect(paid.status).toBe(200);
    const after = (await (await admin.request("/admin/seller-payouts/pending")).json()).payouts as { id: number }[];
    expect(after.map((p) => p.id)).not.toContain(payouts[0].id);
    expect(await dashboardCount("seller_payouts")).toBe(payouts.length - 1);

    // a customer and a guest: the unknown payout's 404
    const { client } = await signUp(app);
    expect((await client.request("/admin/seller-payouts/pending")).status).toBe(404);
    expect((await (await guest(app)).request("/admin/seller-payouts/pending")).status).toBe(404);
  });
});
