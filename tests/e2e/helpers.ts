import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { ProductDetails } from "../../domain/catalog/product-details";

export { present } from "../setup/present";

/** The UI strings of a language, as the pages show them (the shop-wide file and the area files). */
export function uiStrings(lang: string, areas: string[] = []): Record<string, string> {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(`../../kernel/i18n/locales/${file}`, import.meta.url), "utf8")) as Record<string, string>;
  return Object.assign({}, read(`${lang}.json`), ...areas.map((a) => read(`${a}.${lang}.json`)));
}

/** The demo shop's newest products with their details (the demo seed is the same on every run). */
export async function newestDetails(request: APIRequestContext): Promise<ProductDetails[]> {
  const list = (await (await request.get("/home/filtered_products?sort=newest&paginate=60")).json()) as {
    products: { data: { slug: string }[] };
  };
  const out: ProductDetails[] = [];
  for (const p of list.products.data) out.push((await (await request.get(`/home/product-details/${p.slug}`)).json()) as ProductDetails);
  return out;
}

/** The text of a base-currency amount as the page shows it in US dollars ("12.50" → "$12.50"). */
export const dollars = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The text of an element as the page shows it: Playwright's `innerText`, the rendered text (what CSS hides is left
 * out, line breaks and spaces as laid out), which is what these journeys read and compare; `textContent` is the raw
 * text of every descendant, hidden ones too.
 */
export function shownText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node; the journeys check the rendered text, which textContent is not
  return locator.innerText();
}

/** Open a page and wait until it is hydrated (its scripts loaded and run), so clicks are not lost on the server's markup. */
export async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await whenHydrated(page);
}

/** Wait until the page's React is running (app/root.tsx marks the document), as a busy machine may lag behind the network. */
export async function whenHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "1");
}

/** Uncaught errors of the page's scripts, to be empty at the end of a journey. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/** Sign in on the login page (the demo customer by default) and wait to be sent on. */
export async function signIn(page: Page, email = "customer@example.com", password = "customer123") {
  await openPage(page, "/login?lang=en");
  await page.locator("[data-testid=login-form] [name=email]").fill(email);
  await page.locator("[data-testid=login-form] [name=password]").fill(password);
  await page.locator("[data-testid=login-form] button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** A JSON call from the page, as the page's own scripts make it (its token, its session). */
export async function pageCall(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const token = (document.getElementById("token") as HTMLInputElement).value;
      const res = await fetch(path, {
        method: body === undefined ? "GET" : "POST",
        headers: { "Content-Type": "application/json", "CSRF-TOKEN": token, Authorization: token, "X-Requested-With": "XMLHttpRequest" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    { path, body },
  );
}
