// The checkout mix of `npm run bench`: virtual shoppers, each with its own session, browse a
// listing page, add a product to the cart and place the order (cash on delivery), in a loop
// for a fixed time. Latencies are measured per step, and the server's own time of each answer is
// read from its `Server-Timing: app;dur=` header.

type Step = "browse" | "add" | "place";
export interface CheckoutMixResult {
  shoppers: number;
  orders: number;
  refused: number;
  errors: number;
  seconds: number;
  steps: Record<Step, { p50: number; p99: number; count: number; serverP50: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

async function session(base: string) {
  // as a browser begins (decisions 049 and 054): a shared first page and its shared token; the
  // first call that stores something (here the currency) starts the session, which then takes that
  // token, and its cookies come back: the session's and its readable companion. The shopper's next
  // pages are the ones shared by visitors without an account.
  const html = await (await fetch(`${base}/`)).text();
  const token = /id="token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="token"/.exec(html);
  const shared = token?.[1] ?? token?.[2] ?? "";
  const currency = /<option value="([A-Z]{3})" selected="">/.exec(html)?.[1] ?? "USD";
  const started = await fetch(`${base}/change/currency/${currency}`, {
    headers: { "csrf-token": shared, authorization: shared, "x-requested-with": "XMLHttpRequest" },
  });
  await started.arrayBuffer();
  const cookie = started.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (started.status !== 200 || !cookie.includes("bazaar_session=")) throw new Error(`no session started: ${started.status}`);
  return { cookie, token: shared };
}

/** Products a shopper can buy many times over: plain, priced, in stock, no minimum. */
export async function buyableProducts(base: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= 10 && ids.length < 200; page++) {
    const body = (await (await fetch(`${base}/home/filtered_products?type=products&page=${page}&per_page=60`)).json()) as {
      products: {
        data: {
          id: number;
          has_variant: boolean;
          current_stock: number;
          minimum_order_quantity: number;
          is_classified: boolean;
          is_catalog: boolean;
          sale_price: string;
        }[];
      };
    };
    // a negotiable price (zero) is never bought (decision 063)
    for (const p of body.products.data)
      if (
        !p.has_variant &&
        !p.is_classified &&
        !p.is_catalog &&
        Number(p.sale_price) > 0 &&
        p.current_stock >= 50 &&
        p.minimum_order_quantity === 1
      )
        ids.push(p.id);
  }
  return ids;
}

export async function checkoutMix(
  base: string,
  opts: { shoppers: number; seconds: number; productIds: number[]; address: Record<string, unknown> },
): Promise<CheckoutMixResult> {
  const times: Record<Step, number[]> = { browse: [], add: [], place: [] };
  const serverTimes: Record<Step, number[]> = { browse: [], add: [], place: [] };
  let orders = 0;
  let refused = 0;
  let errors = 0;
  const until = Date.now() + opts.seconds * 1000;
  const timed = async (step: Step, work: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await work();
    await res.arrayBuffer();
    times[step].push(performance.now() - t0);
    const server = /\bapp;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "");
    if (server) serverTimes[step].push(Number(server[1]));
    return res;
  };
  const shopper = async (n: number) => {
    const { cookie, token } = await session(base);
    const headers = {
      cookie,
      "csrf-token": token,
      authorization: token,
      "x-requested-with": "XMLHttpRequest",
      "content-type": "application/json",
    };
    for (let i = 0; Date.now() < until; i++) {
      await timed("browse", () => fetch(`${base}/products?page=${1 + ((n + i) % 20)}`, { headers: { cookie } }));
      const id = opts.productIds[(n * 7919 + i * 104729) % opts.productIds.length];
      const added = await timed("add", () =>
        fetch(`${base}/user/addToCart`, { method: "POST", headers, body: JSON.stringify({ id, quantity: 1 }) }),
      );
      if (added.status !== 200) {
        if (added.status >= 500) errors++;
        else refused++;
        continue;
      }
      const placed = await timed("place", () =>
        fetch(`${base}/user/confirm-order`, { method: "POST", headers, body: JSON.stringify({ shipping_address: opts.address }) }),
      );
      if (placed.status === 200) orders++;
      else if (placed.status >= 500) errors++;
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: opts.shoppers }, (_, n) => shopper(n)));
  const steps = Object.fromEntries(
    (Object.keys(times) as Step[]).map((k) => {
      const sorted = [...times[k]].sort((a, b) => a - b);
      const server = [...serverTimes[k]].sort((a, b) => a - b);
      return [
        k,
        {
          p50: Number(percentile(sorted, 50).toFixed(1)),
          p99: Number(percentile(sorted, 99).toFixed(1)),
          count: sorted.length,
          serverP50: Number(percentile(server, 50).toFixed(1)),
        },
      ];
    }),
  ) as CheckoutMixResult["steps"];
  return { shoppers: opts.shoppers, orders, refused, errors, seconds: opts.seconds, steps };
}

/** A typed shipping address on the first city of the first country the shop lists. */
export async function benchAddress(base: string): Promise<Record<string, unknown>> {
  const { countries } = (await (await fetch(`${base}/get/country-list`)).json()) as { countries: { id: number }[] };
  const { states } = (await (await fetch(`${base}/state/by-country/${countries[0].id}`)).json()) as { states: { id: number }[] };
  const { cities } = (await (await fetch(`${base}/city/by-state/${states[0].id}`)).json()) as { cities: { id: number }[] };
  return {
    name: "Bench Shopper",
    email: "bench@example.com",
    phone_no: "+1 555 0100",
    country_id: countries[0].id,
    state_id: states[0].id,
    city_id: cities[0].id,
    address: "1 Load Street",
    postal_code: "10001",
  };
}
