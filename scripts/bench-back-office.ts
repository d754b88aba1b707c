// The back office under load (issue 19's bench), as part of `npm run bench`: the demo seller's
// product list and orders list (the seller centre's calls and pages) on the bench's catalog, with
// the seller's orders grown by `npm run seed -- --seller-orders N`. Sorted, filtered, searched and
// deep pages, each as the signed-in seller asks for it.
import autocannon from "autocannon";

export interface BackOfficeRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A signed-in session (its cookie and the page token the calls that change state need). */
export async function signIn(base: string, email: string, password: string): Promise<{ cookie: string; token: string }> {
  const first = await fetch(`${base}/login`);
  let cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
  const html = await first.text();
  const token = /id="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers: { cookie, "csrf-token": token, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  cookie = (login.headers.get("set-cookie") ?? cookie).split(";")[0];
  return { cookie, token: ((await login.json()) as { token: string }).token };
}

/** The seller's lists, each loaded by `connections` at once for `seconds` after a warm-up. */
export async function backOfficeBench(
  base: string,
  opts: { email: string; password: string; connections: number; seconds: number },
): Promise<{ products: number; orders: number; rows: BackOfficeRow[] }> {
  const { cookie } = await signIn(base, opts.email, opts.password);
  const json = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const products = (await json<{ total: number }>("/seller/products/list")).total;
  const orders = (await json<{ orders: { total: number } }>("/seller/order-list")).orders.total;
  // the category the seller's newest product is in (the options list every leaf; take one the shop uses)
  const firstCategory = await categoryOfShop(json);
  const deepProducts = Math.max(1, Math.floor(products / 20 / 2));
  const deepOrders = Math.max(1, Math.floor(orders / 20 / 2));
  const targets: [string, string][] = [
    ["seller products /seller/products/list", "/seller/products/list"],
    ["seller products, price high→low", "/seller/products/list?sort=price_desc"],
    [`seller products, page ${deepProducts} (the middle)`, `/seller/products/list?page=${deepProducts}`],
    ["seller products, status draft", "/seller/products/list?status=draft"],
    ...(firstCategory
      ? ([["seller products, one category", `/seller/products/list?category_id=${firstCategory}`]] as [string, string][])
      : []),
    ["seller products, search 'pro'", "/seller/products/list?q=pro"],
    ["seller products page /seller/products", "/seller/products"],
    ["seller orders /seller/order-list", "/seller/order-list"],
    ["seller orders, total high→low", "/seller/order-list?sort=total&dir=desc"],
    [`seller orders, page ${deepOrders} (the middle)`, `/seller/order-list?page=${deepOrders}`],
    ["seller orders, status delivered", "/seller/order-list?status=delivered"],
    ["seller orders, search 'BENCH12'", "/seller/order-list?q=BENCH12"],
    ["seller orders page /seller/orders", "/seller/orders"],
  ];
  const rows: BackOfficeRow[] = [];
  for (const [name, path] of targets) {
    const url = `${base}${path}`;
    const headers = { cookie };
    await autocannon({ url, connections: opts.connections, duration: 3, headers });
    const r = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers });
    rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  return { products, orders, rows };
}

/** A leaf category holding some of the seller's products (the first of the options that does). */
async function categoryOfShop(json: <T>(path: string) => Promise<T>): Promise<number | undefined> {
  const { categories } = await json<{ categories: { id: number }[] }>("/seller/products/options");
  for (const c of categories.slice(0, 40)) {
    const { total } = await json<{ total: number }>(`/seller/products/list?category_id=${c.id}&per_page=5`);
    if (total > 0) return c.id;
  }
  return undefined;
}

export function printBackOffice(result: { products: number; orders: number; rows: BackOfficeRow[] }, baseline: number) {
  console.log(`\nThe seller centre (the demo seller: ${result.products} products of the catalog, ${result.orders} orders), signed in:\n`);
  console.log("| target | req/s | × baseline | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|---:|");
  for (const r of result.rows)
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${(r.rps / baseline).toFixed(4)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
