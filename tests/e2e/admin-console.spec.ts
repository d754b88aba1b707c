import { expect, test } from "./fixtures";
import { collectErrors, openPage, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "wallet"]);
const KINDS = [
  "sellers",
  "classified_ads",
  "wallet_recharges",
  "offline_payments",
  "affiliate_withdrawals",
  "seller_products",
  "seller_payouts",
];

/** Issue 19: the demo admin sees pending approvals of every kind, approves one, and finds it in the audit log. */
test("the demo admin sees every kind of pending approval, approves a wallet recharge, and the audit log shows it", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, "admin@example.com", "admin123");
  await openPage(page, "/admin?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: t.admin_nav_dashboard })).toBeVisible();
  for (const kind of KINDS) {
    const count = page.getByTestId(`approvals-${kind}`).getByTestId("approvals-count");
    expect(Number(await count.getAttribute("data-count")), kind).toBeGreaterThan(0);
  }
  const before = Number(await page.getByTestId("approvals-wallet_recharges").getByTestId("approvals-count").getAttribute("data-count"));

  // the card leads to the queue; approving the partner's bank transfer takes it off the list
  await page.getByTestId("approvals-wallet_recharges").click();
  await page.waitForURL(/\/admin\/wallet-recharges/);
  await page.waitForLoadState("networkidle");
  const item = page.getByTestId("pending-recharge").filter({ hasText: "partner@example.com" });
  await expect(item).toBeVisible();
  await item.getByTestId("recharge-approve").click();
  await expect(item).toHaveCount(0);

  // the dashboard counts one less; the audit log names who did what
  await page.getByTestId("admin-nav").getByRole("link", { name: t.admin_nav_dashboard }).click();
  await expect(page.getByTestId("approvals-wallet_recharges").getByTestId("approvals-count")).toHaveAttribute(
    "data-count",
    String(before - 1),
  );
  await page.getByTestId("admin-nav").getByRole("link", { name: t.admin_nav_audit_log }).click();
  await page.waitForURL(/\/admin\/audit-log/);
  const row = page.getByTestId("audit-table-row").filter({ hasText: "wallet_recharge.approve" });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByTestId("audit-actor")).toHaveText("admin@example.com");
  await expect(row.first()).toContainText('"status":"approved"');
  expect(errors).toEqual([]);
});

test("the demo admin approves the seller's pending product from its queue, and the audit log shows it", async ({ page }) => {
  const errors = collectErrors(page);
  await signIn(page, "admin@example.com", "admin123");
  await openPage(page, "/admin?lang=en");
  await page.getByTestId("approvals-seller_products").click();
  await page.waitForURL(/\/admin\/products/);
  await page.waitForLoadState("networkidle");
  const item = page.getByTestId("pending-product").filter({ hasText: "New: " }).first();
  await expect(item).toBeVisible();
  const id = await item.getAttribute("data-id");
  // a rejection without a reason is refused and the product stays
  await item.getByTestId("product-reject").click();
  await expect(item.getByRole("alert")).toBeVisible();
  await item.getByTestId("product-approve").click();
  await expect(page.locator(`[data-testid=pending-product][data-id="${id}"]`)).toHaveCount(0);

  await page.getByTestId("admin-nav").getByRole("link", { name: t.admin_nav_audit_log }).click();
  await page.waitForURL(/\/admin\/audit-log/);
  const row = page
    .getByTestId("audit-table-row")
    .filter({ hasText: "product.approve" })
    .filter({ hasText: `product #${id}` });
  await expect(row.first()).toBeVisible();
  await expect(row.first().getByTestId("audit-actor")).toHaveText("admin@example.com");
  await expect(row.first()).toContainText('"approval":"approved"');
  expect(errors).toEqual([]);
});

test("the demo staff member sees only what the permissions open: no users page, and the server refuses it too", async ({ page }) => {
  await signIn(page, "staff@example.com", "staff123");
  await openPage(page, "/admin?lang=en");
  const nav = page.getByTestId("admin-nav");
  await expect(nav.getByRole("link", { name: t.admin_nav_audit_log })).toBeVisible();
  await expect(nav.getByRole("link", { name: t.admin_nav_users })).toHaveCount(0);
  await openPage(page, "/admin/users?lang=en");
  await expect(page.getByTestId("admin-error")).toHaveText(t.no_permission);
});

test("a customer gets the 404 screen at /admin", async ({ page }) => {
  await signIn(page);
  const res = await page.goto("/admin?lang=en");
  expect(res?.status()).toBe(404);
});
