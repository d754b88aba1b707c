import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPostgres, rowsOf } from "../../db/client";
import { orderGroups } from "../../db/schema";
import { checkBalances } from "../../domain/ledger/check-balances";
import { seedDemo } from "../../seed/demo";
import { productOfShop } from "../setup/order-fixture";
import { typedAddress } from "../setup/shop-fixture";
import { freePort, shopBuildExists, shopProcess } from "../setup/shop-process";
import { INITDB_DIR, type ThrowawayPostgres, throwawayPostgres } from "../setup/throwaway-postgres";
import { grant } from "../setup/wallet-fixture";

/** No request may take longer than this, whatever the database does meanwhile. */
const REQUEST_LIMIT_MS = 10_000;
const BUYERS = 6;
/** redis-server on the PATH: the Redis part runs a server of its own */
const REDIS_SERVER = (process.env.PATH ?? "").split(":").some((dir) => dir && existsSync(path.join(dir, "redis-server")));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!INITDB_DIR) console.warn("database-restart.test.ts skipped: initdb is not on this machine (PostgreSQL's server programs are needed)");
if (!shopBuildExists()) console.warn("database-restart.test.ts skipped: no production build (npm run build)");

let seq = 1;
/** A browser: its cookie jar, the page token, its own client address (the shop trusts X-Forwarded-For here). */
class Browser {
  cookie = "";
  token = "";
  readonly address = `10.35.${process.pid % 250}.${seq++}`;
  constructor(private readonly base: string) {}
  private keep(res: Response) {
    const jar = new Map(this.cookie ? this.cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const) : []);
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    this.cookie = [...jar.values()].join("; ");
  }
  /** A request that must answer within REQUEST_LIMIT_MS (else the test fails with the timeout). */
  async send(url: string, init: { method?: string; json?: unknown; accept?: string } = {}) {
    const res = await fetch(`${this.base}${url}`, {
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
      headers: {
        cookie: this.cookie,
        "x-forwarded-for": this.address,
        "csrf-token": this.token,
        ...(init.accept ? { accept: init.accept } : { "x-requested-with": "XMLHttpRequest", accept: "application/json" }),
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    this.keep(res);
    const text = await res.text();
    const body = (res.headers.get("content-type") ?? "").includes("json") ? (JSON.parse(text) as Record<string, unknown>) : { html: text };
    if (res.status === 200 && typeof body.token === "string") this.token = body.token;
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body };
  }
  async start() {
    const page = await this.send("/login", { accept: "text/html" });
    this.token = /id="token" value="([^"]+)"/.exec(String(page.body.html))?.[1] ?? "";
  }
}

type Answer = Awaited<ReturnType<Browser["send"]>>;

/** A call made while the database was away: a success it may answer, or a clean 503 (JSON, Retry-After). */
function expectClean(answer: Answer, allowed: number[]) {
  if (answer.status !== 503) return expect(allowed, JSON.stringify(answer.body)).toContain(answer.status);
  expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

/** `GET /readyz` until it answers `status` (within `ms`). */
async function readyzBecomes(base: string, status: number, ms: number) {
  const until = Date.now() + ms;
  let last: { status: number; body: unknown } = { status: 0, body: null };
  while (Date.now() < until) {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(REQUEST_LIMIT_MS) });
    last = { status: res.status, body: await res.json() };
    if (last.status === status) return last;
    await pause(200);
  }
  throw new Error(`/readyz did not answer ${status} within ${ms} ms (last: ${JSON.stringify(last)})`);
}

/** A Redis server of the test's own on a free port (redis-server must be on the PATH), for going away and coming back. */
async function ownRedis(port: number): Promise<ChildProcess | null> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const failed = await Promise.race([once(child, "error").then(() => true), pause(400).then(() => false)]);
  return failed ? null : child;
}

/**
 * Issue 35's proof with a PostgreSQL cluster of the test's own, and the built shop as its own
 * process: the cluster is stopped (`pg_ctl stop -m fast`) while buyers place orders and pay from
 * their wallets, then started again. The shop stays up, no request hangs, /readyz answers 503
 * meanwhile and 200 after, and no confirmed order or payment is lost or doubled. Then the same for
 * a Redis of the test's own going away and coming back.
 */
describe.skipIf(!INITDB_DIR || !shopBuildExists())("the shop while its PostgreSQL and Redis restart", () => {
  let cluster: ThrowawayPostgres;
  let handle: DatabaseHandle;
  let shop: ChildProcess;
  let redis: ChildProcess | null = null;
  let redisPort = 0;
  let base = "";
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-restart-"));
    cluster = await throwawayPostgres();
    // the test's own view of the database: it lives through the restart too (the pool makes new connections)
    handle = await openPostgres(cluster.url, () => {});
    await handle.migrate();
    await seedDemo(handle.db, { uploadsDir: path.join(dataDir, "uploads"), products: 20, images: false });
    redisPort = await freePort();
    if (REDIS_SERVER) redis = await ownRedis(redisPort);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = await shopProcess(port, {
      DATABASE_URL: cluster.url,
      REDIS_URL: redis ? `redis://127.0.0.1:${redisPort}` : "",
      REDIS_PREFIX: `restart-${process.pid}`,
      SEED_DEMO: "no",
      TRUST_PROXY: "1",
      LOG_LEVEL: "error",
      DATA_DIR: dataDir,
    });
  }, 120_000);
  afterAll(async () => {
    if (shop && shop.exitCode === null) {
      shop.kill("SIGTERM");
      await once(shop, "exit");
    }
    redis?.kill("SIGKILL");
    await handle?.close().catch(() => {});
    cluster?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("PostgreSQL stopped and started while orders are placed and paid: 503s meanwhile, then service; nothing lost or doubled", async () => {
    expect((await readyzBecomes(base, 200, 5000)).body).toMatchObject({ ok: true, database: "up" });
    const product = await productOfShop(handle.db, { stock: 100, priceCents: 1500 });
    const shipping = await typedAddress(handle.db);
    // half the buyers place their order while the database goes away, the other half pay theirs from the wallet
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) {
      const browser = new Browser(base);
      await browser.start();
      const email = `restart-${process.pid}-${i}@test.example`;
      const password = "correct-horse-42";
      const joined = await browser.send("/register", {
        json: { first_name: "Re", last_name: "Start", email, password, password_confirmation: password },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      const userId = (joined.body.user as { id: number }).id;
      expect((await browser.send("/user/addToCart", { json: { id: product.id, quantity: 1 } })).status).toBe(200);
      let code = "";
      if (i % 2 === 1) {
        const placed = await browser.send("/user/confirm-order", { json: { shipping_address: shipping } });
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        code = String(placed.body.code);
        await grant(handle.db, userId, 10_000);
      }
      buyers.push({ browser, userId, code });
    }
    const all: Answer[] = [];
    const work = buyers.map(async (b, i) => {
      await pause(i * 50);
      for (;;) {
        const answer = b.code
          ? await b.browser.send("/user/complete-order", { json: { payment_type: "wallet", code: b.code } })
          : await b.browser.send("/user/confirm-order", { json: { shipping_address: shipping } });
        all.push(answer);
        // placed or paid, or already so when a try answered 503 had committed (422: the cart is empty, 409: paid)
        if (answer.status !== 503) return answer;
        await pause(100);
      }
    });

    const guest = new Browser(base);
    await guest.start();
    await pause(150);
    cluster.stop();
    let down: Awaited<ReturnType<typeof readyzBecomes>>;
    let page: Answer;
    let call: Answer;
    let alive: boolean;
    try {
      down = await readyzBecomes(base, 503, 5000);
      // a page: the error page; a call: {success: false, message}; both 503
      page = await new Browser(base).send("/", { accept: "text/html" });
      call = await guest.send("/login", { json: { email: "customer@example.com", password: "customer123" } });
      await pause(1000);
      alive = shop.exitCode === null;
    } finally {
      cluster.start();
    }
    const back = await readyzBecomes(base, 200, 20_000);
    const last = await Promise.all(work);
    expect(down.body).toMatchObject({ ok: false, database: "down" });
    expect(page.status).toBe(503);
    expect(page.retryAfter).toBeTruthy();
    expect(String(page.body.html)).toContain("<html");
    expect(call.status).toBe(503);
    expectClean(call, []);
    expect(alive, "the shop ran on while the database was away").toBe(true);
    expect(back.body).toMatchObject({ ok: true, database: "up" });

    const refused = all.filter((a) => a.status === 503).length;
    console.log(
      `PostgreSQL stopped and started: ${all.length} calls from ${BUYERS} buyers, ${refused} answered 503, the others ${[...new Set(all.filter((a) => a.status !== 503).map((a) => a.status))].join("/")}`,
    );
    for (const answer of all) expectClean(answer, [200, 409, 422]);
    expect(refused).toBeGreaterThan(0);
    expect(shop.exitCode).toBeNull();
    const groups = await handle.db
      .select({ userId: orderGroups.userId, code: orderGroups.code, paid: orderGroups.paymentStatus })
      .from(orderGroups)
      .where(
        inArray(
          orderGroups.userId,
          buyers.map((b) => b.userId),
        ),
      );
    for (const [i, b] of buyers.entries()) {
      const own = groups.filter((g) => g.userId === b.userId);
      expect(own, `buyer ${i}'s orders`).toHaveLength(1);
      if (last[i].status === 200 && !b.code) expect(last[i].body.code).toBe(own[0].code);
      if (b.code) expect(own[0].paid).toBe("paid");
    }
    const payments = rowsOf<{ user_id: number; n: number }>(
      await handle.db.execute(sql`
        select a.user_id, count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where e.kind = 'order_payment' and a.user_id in ${buyers.map((b) => b.userId)} group by a.user_id`),
    );
    for (const b of buyers.filter((x) => x.code)) expect(payments.find((p) => Number(p.user_id) === b.userId)?.n).toBe(1);
    expect(await checkBalances(handle.db)).toEqual([]);
  }, 60_000);

  it.skipIf(!REDIS_SERVER)(
    "Redis going away and coming back: /readyz 503 then 200, sign-in limits count in memory meanwhile",
    async () => {
      await readyzBecomes(base, 200, 5000);
      redis?.kill("SIGKILL");
      await once(redis as ChildProcess, "exit");
      expect((await readyzBecomes(base, 503, 5000)).body).toMatchObject({ ok: false, database: "up", redis: "down" });
      const browser = new Browser(base);
      await browser.start();
      // the limiter counts in this process's memory: a wrong password is still a 422, not a 500
      const wrong = await browser.send("/login", { json: { email: "customer@example.com", password: "not-it" } });
      expect(wrong.status, JSON.stringify(wrong.body)).toBe(422);
      expect((await browser.send("/home/check-auth")).status).toBe(200);
      expect(shop.exitCode).toBeNull();
      redis = await ownRedis(redisPort);
      expect((await readyzBecomes(base, 200, 15_000)).body).toMatchObject({ ok: true, redis: "up" });
    },
    45_000,
  );
});
