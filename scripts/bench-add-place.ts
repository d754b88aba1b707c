// Add to cart and place order only, one shopper in a loop against a running shop: the medians of
// the server's own time (`Server-Timing: app;dur=`) and of the client's, for before-and-after runs
// of one change (docs/performance.md). The shopper begins as a browser does (a shared first page,
// then a session started by its first stored call).
//   npx tsx scripts/bench-add-place.ts [http://127.0.0.1:3290] [seconds]
import { benchAddress, buyableProducts } from "./bench-checkout";

const base = process.argv[2] ?? "http://127.0.0.1:3290";
const seconds = Number(process.argv[3] ?? 12);

const html = await (await fetch(`${base}/`)).text();
const found = /id="token"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*id="token"/.exec(html);
const token = found?.[1] ?? found?.[2] ?? "";
const ajax = { "csrf-token": token, authorization: token, "x-requested-with": "XMLHttpRequest" };
const started = await fetch(`${base}/change/currency/USD`, { headers: ajax });
await started.arrayBuffer();
const cookie = started.headers
  .getSetCookie()
  .map((line) => line.split(";")[0])
  .join("; ");
const headers = { ...ajax, cookie, "content-type": "application/json" };
const ids = await buyableProducts(base);
const address = await benchAddress(base);

const server = { add: [] as number[], place: [] as number[] };
const client = { add: [] as number[], place: [] as number[] };
const serverTime = (res: Response) => Number(/\bapp;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1] ?? Number.NaN);
async function timed(step: "add" | "place", url: string, body: unknown): Promise<boolean> {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, { method: "POST", headers, body: JSON.stringify(body) });
  await res.arrayBuffer();
  client[step].push(performance.now() - t0);
  server[step].push(serverTime(res));
  return res.status === 200;
}

let refused = 0;
const until = Date.now() + seconds * 1000;
for (let i = 0; Date.now() < until; i++) {
  const id = ids[(i * 104729) % ids.length];
  if (!(await timed("add", "/user/addToCart", { id, quantity: 1 }))) refused++;
  else if (!(await timed("place", "/user/confirm-order", { shipping_address: address }))) refused++;
}
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1].toFixed(2) : "-";
};
console.log(
  `rounds ${server.place.length} refused ${refused} | add server p50 ${median(server.add)} client ${median(client.add)}` +
    ` | place server p50 ${median(server.place)} client ${median(client.place)}`,
);
