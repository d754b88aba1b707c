import { expect, test } from "./fixtures";
import { collectErrors, openPage, pageCall, signIn, uiStrings } from "./helpers";

const t = uiStrings("en", ["admin", "admin-orders", "orders", "order-pages", "seller"]);

/**
 * Issue 19: the demo customer places an order; the operator finds it by its code on /admin/orders,
 * confirms it on its page, and the buyer's order history shows it confirmed; the operator opens the
 * reports and sees the sales chart. The order is cancelled at the end (its stock goes back).
 */
test("the operator finds an order by its code, confirms it, the buyer sees it; the reports draw their chart", async ({ page, browser }) => {
  const errors = collectErrors(page);
  await signIn(page);
  // a product the demo customer bought before (the demo seller's), bought again now
  const history = (await pageCall(page, "/user/order-list")).body as {
    orders: { data: { code: string; delivery_status: string; shop_name: string }[] };
  };
  const demo = history.orders.data.find((o) => o.delivery_status === "delivered" && o.shop_name === "Harbor Electronics");
  expect(demo).toBeTruthy();
  const invoice = (await pageCall(page, `/user/invoice/${demo?.code}`)).body as { order: { order_details: { product_slug: string }[] } };
  await openPage(page, `/product/${invoice.order.order_details[0].product_slug}?lang=en`);
  await page.getByTestId("buy-now").click();
  await expect(page).toHaveURL(/\/checkout\?buy_now=1/);
  await expect(page.getByTestId("saved-addresses")).toBeVisible();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/payment\/CO-/);
  await openPage(page, "/user/order-history?lang=en");
  const code = (await page.getByTestId("order-row").first().getAttribute("data-code")) ?? "";
  expect(code).toMatch(/^[A-Z0-9]+-[0-9A-Z]{12}$/);

  const operatorContext = await browser.newContext();
  const admin = await operatorContext.newPage();
  const adminErrors = collectErrors(admin);
  await signIn(admin, "admin@example.com", "admin123");
  try {
    await openPage(admin, "/admin/orders?lang=en");
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.admin_orders_title);
    await expect(admin.getByTestId("admin-nav").getByText(t.admin_nav_orders)).toBeVisible();
    await admin.getByTestId("admin-orders-q").fill(code.toLowerCase());
    await admin.getByTestId("admin-orders-apply").click();
    await expect(admin).toHaveURL(new RegExp(`q=${code.toLowerCase()}`));
    const links = admin.getByTestId("admin-order-link");
    await expect(links).toHaveCount(1);
    await expect(links).toHaveText(code);
    await links.click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${code}`));
    await expect(admin.getByTestId("admin-order-state").getByTestId("order-status")).toHaveAttribute("data-status", "pending");
    await admin.getByTestId("admin-move-confirmed").click();
    await expect(admin.getByText(t.order_status_changed)).toBeVisible();
    await expect(admin.getByTestId("admin-order-state").getByTestId("order-status")).toHaveAttribute("data-status", "confirmed");
    await expect(admin.getByTestId("admin-order-history")).toContainText("admin@example.com");
    // recorded in the audit log with the status before and after
    const audit = await pageCall(admin, "/admin/audit-log/entries?action=order.status");
    expect(JSON.stringify(audit.body)).toContain(code);

    // the buyer's order history follows
    await openPage(page, "/user/order-history?lang=en");
    const row = page.locator(`[data-testid=order-row][data-code="${code}"]`);
    await expect(row.getByTestId("order-status")).toHaveAttribute("data-status", "confirmed");

    // the reports: figures and the lazily loaded chart
    await admin.getByTestId("admin-nav").getByText(t.admin_nav_reports).click();
    await expect(admin).toHaveURL(/\/admin\/reports/);
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText(t.admin_reports_title);
    await expect(admin.getByTestId("admin-reports-orders")).not.toHaveText("0");
    await expect(admin.getByTestId("admin-reports-sales-chart").getByRole("application")).toBeVisible();
    await admin.getByTestId("admin-reports-ranges").getByText("7", { exact: false }).click();
    await expect(admin).toHaveURL(/range=7/);
    await expect(admin.getByTestId("admin-reports-views-chart").getByRole("application")).toBeVisible();
    expect(adminErrors).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    // put the product's stock back for the journeys after this one
    await pageCall(admin, `/seller/orders/${code}/status`, { status: "cancelled" });
    await operatorContext.close();
  }
});
