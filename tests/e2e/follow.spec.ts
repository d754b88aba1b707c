import { expect, test } from "./fixtures";
import { collectErrors, openPage, uiStrings } from "./helpers";

const t = uiStrings("en", ["follow"]);

/** Issue 14: following a shop from a product page's seller card, as a guest who signs in on the way. */
test("a guest presses follow on the seller card, signs in, comes back, follows, finds the shop in followed shops, unfollows", async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // the newest shop (the demo customer follows the three oldest) and one of its products
  const sellers = (await (await request.get("/home/sellers?sort=newest&paginate=1")).json()) as {
    sellers: { data: { id: number; slug: string; shop_name: string }[] };
  };
  const shop = sellers.sellers.data[0];
  const listing = (await (await request.get(`/home/filtered_products?type=shop&slug=${shop.slug}&paginate=1`)).json()) as {
    products: { data: { slug: string }[] };
  };
  const productPath = `/product/${listing.products.data[0].slug}`;

  await openPage(page, `${productPath}?lang=en`);
  const card = page.getByTestId("seller-card");
  await expect(card.getByTestId("seller-shop-link")).toHaveAttribute("href", `/shop/${shop.slug}`);
  const follow = card.getByTestId("follow-button");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();

  // to sign in, and back to the product page
  await page.waitForURL((url) => url.pathname === "/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(`${productPath}?lang=en`);
  await page.waitForLoadState("networkidle");
  await page.locator("[data-testid=login-form] [name=email]").fill("customer@example.com");
  await page.locator("[data-testid=login-form] [name=password]").fill("customer123");
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await page.waitForURL((url) => url.pathname === productPath);
  await page.waitForLoadState("networkidle");

  const again = page.getByTestId("seller-card").getByTestId("follow-button");
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "true");
  await expect(again).toHaveText(t.following);
  await expect(page.getByText(t.follow_added)).toBeVisible();

  // the followed shops page lists it, pressed
  await openPage(page, "/user/followed-shop?lang=en");
  await expect(page.locator("h1")).toHaveText(t.followed_shop_title);
  const mine = page.getByTestId("shop-card").filter({ hasText: shop.shop_name });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId("shop-card-link")).toHaveAttribute("href", `/shop/${shop.slug}`);
  const unfollow = mine.getByTestId("follow-button");
  await expect(unfollow).toHaveAttribute("aria-pressed", "true");
  await unfollow.click();
  await expect(unfollow).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText(t.follow_removed)).toBeVisible();

  // gone on the next visit; the three demo follows stay
  await page.reload({ waitUntil: "networkidle" });
  await expect(page.getByTestId("shop-card").filter({ hasText: shop.shop_name })).toHaveCount(0);
  await expect(page.getByTestId("shop-card")).toHaveCount(3);
  expect(errors).toEqual([]);
});
