import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMIT } from "../../domain/accounts/password-attempts";
import { workerCount } from "../../server/cluster";
import { readEnv } from "../../server/env";
import { present } from "../setup/present";
import { freePort, shopBuildExists, shopProcess } from "../setup/shop-process";

const ready = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && shopBuildExists();
// the demo's admin (the demo is seeded, so ADMIN_EMAIL makes no second one)
const ADMIN = { email: "admin@example.com", password: "admin123" };

/** A shop on the shared PostgreSQL and Redis: one process, or a primary with `workers` (WORKERS=n). */
function shopOn(port: number, databaseUrl: string, opts: { workers?: number; prefix: string; seed?: boolean }) {
  return shopProcess(
    port,
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_PREFIX: opts.prefix,
      WORKERS: String(opts.workers ?? 1),
      SEED_DEMO: opts.seed ? "yes" : "no",
      // behind a load balancer: the client's address is the last X-Forwarded-For entry (each browser here has its own)
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shop-scale-")),
      JOB_WORKER: "0",
    },
    90_000,
  );
}

let seq = 1 + (process.pid % 200) * 256;

/** A browser: one cookie jar and page token, sending each request to whichever process it is told. */
class Browser {
  cookie = "";
  token = "";
  /** the address the "load balancer" reports for this browser */
  readonly address = `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq++ & 255}`;
  get headers() {
    return { cookie: this.cookie, "x-forwarded-for": this.address };
  }
  async start(base: string) {
    const res = await fetch(`${base}/login`, { headers: this.headers });
    this.keep(res);
    this.token = /id="token" value="([^"]+)"/.exec(await res.text())?.[1] ?? "";
  }
  /** Each cookie an answer sets replaces its namesake, as a browser's jar does (the session's and its readable companion). */
  keep(res: Response) {
    const jar = new Map(this.cookie ? this.cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const) : []);
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    this.cookie = [...jar.values()].join("; ");
  }
  async get(base: string, url: string) {
    const res = await fetch(`${base}${url}`, { headers: { ...this.headers, "csrf-token": this.token } });
    this.keep(res);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  async post(base: string, url: string, json: Record<string, unknown>) {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { ...this.headers, "csrf-token": this.token, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify(json),
    });
    this.keep(res);
    const body = (await res.json()) as Record<string, unknown>;
    if (res.status === 200 && typeof body.token === "string") this.token = body.token;
    return { status: res.status, body };
  }
}

/** The worker processes of a primary: the processes whose parent it is (the fourth field of /proc/<pid>/stat). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);
}

/**
 * Issue 20 item 1's proof: a plain process and a WORKERS=2 cluster (three shop processes) on one
 * PostgreSQL and one Redis, as two machines behind a load balancer would be. A visitor's requests
 * alternate between them.
 */
describe.skipIf(!ready)("the shop on several processes", () => {
  const name = `shop_scale_${process.pid}_${randomBytes(3).toString("hex")}`;
  const prefix = `test-${name}`;
  let ports: number[] = [];
  let bases: string[] = [];
  let processes: ChildProcess[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(present(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL"));
    url.pathname = `/${name}`;
    ports = [await freePort(), await freePort()];
    bases = ports.map((p) => `http://127.0.0.1:${p}`);
    // the first migrates and seeds the demo; the cluster's primary finds the database ready
    processes = [await shopOn(ports[0], url.toString(), { prefix, seed: true })];
    processes.push(await shopOn(ports[1], url.toString(), { prefix, workers: 2 }));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(
      processes.map(async (p) => {
        if (p.exitCode !== null) return;
        p.kill("SIGTERM");
        await once(p, "exit");
      }),
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }, 30_000);

  it("WORKERS=2 runs two workers under one primary on one port", () => {
    expect(childrenOf(present(processes[1].pid, "the cluster's primary process id"))).toHaveLength(2);
  });

  it("one sign-in, then 50 requests alternating between the processes: every one is signed in", async () => {
    const browser = new Browser();
    await browser.start(bases[0]);
    expect((await browser.post(bases[0], "/login", ADMIN)).status).toBe(200);
    for (let i = 0; i < 50; i++) {
      const { status, body } = await browser.get(bases[i % 2], "/home/check-auth");
      expect(status).toBe(200);
      expect((body.user as { email?: string } | null)?.email, `request ${i} on ${bases[i % 2]}`).toBe(ADMIN.email);
    }
    // signing out through the other process ends the session everywhere
    expect((await browser.get(bases[1], "/logout")).status).toBe(200);
    expect((await browser.get(bases[0], "/home/check-auth")).body.user).toBeNull();
  });

  it("the sign-in attempt limit counts across both processes", async () => {
    const browser = new Browser();
    await browser.start(bases[0]);
    // the demo customer's account (the other tests sign in as the admin)
    const wrong = { email: "customer@example.com", password: "not-the-password" };
    for (let i = 0; i < SIGN_IN_LIMIT.failures; i++)
      expect((await browser.post(bases[i % 2], "/login", wrong)).status, `attempt ${i + 1}`).toBe(422);
    // the limit is reached however the attempts were spread: the next is refused on either process, even with the right password
    expect((await browser.post(bases[0], "/login", wrong)).status).toBe(429);
    expect((await browser.post(bases[1], "/login", { ...wrong, password: "customer123" })).status).toBe(429);
  });

  it("a cart changed through one process is read back through the other", async () => {
    const listing = await (await fetch(`${bases[0]}/home/filtered_products?type=products&page=1&paginate=60`)).json();
    const product = (
      listing.products.data as { id: number; has_variant: boolean; current_stock: number; is_classified?: boolean; price: string }[]
    ).find((p) => !p.has_variant && p.current_stock > 2 && !p.is_classified && Number(p.price) > 0);
    if (!product) throw new Error("no buyable demo product");
    const browser = new Browser();
    await browser.start(bases[1]);
    expect((await browser.post(bases[1], "/user/addToCart", { id: product.id, quantity: 2 })).status).toBe(200);
    for (const base of [bases[0], bases[1], bases[0]]) {
      const cart = await browser.get(base, "/cart/list");
      expect(cart.status).toBe(200);
      expect(JSON.stringify(cart.body)).toContain(`"product_id":${product.id}`);
    }
  });

  it("a settings change made on one process reaches the other processes' caches at once", async () => {
    const browser = new Browser();
    await browser.start(bases[0]);
    expect((await browser.post(bases[0], "/login", ADMIN)).status).toBe(200);
    const guestsOff = async (base: string) =>
      ((await browser.get(base, "/settings-data")).body.settings as { disable_guest: number }).disable_guest;
    // every process has read (and cached) the setting: the cluster's two workers take turns
    for (let i = 0; i < 4; i++) expect(await guestsOff(bases[i % 2])).toBe(0);
    try {
      expect((await browser.post(bases[0], "/admin/settings", { disable_guest: 1 })).status).toBe(200);
      for (let i = 0; i < 4; i++) expect(await guestsOff(bases[1]), `read ${i} on the cluster`).toBe(1);
    } finally {
      expect((await browser.post(bases[1], "/admin/settings", { disable_guest: 0 })).status).toBe(200);
    }
    for (let i = 0; i < 4; i++) expect(await guestsOff(bases[0])).toBe(0);
  });
});

describe("WORKERS and REDIS_PREFIX", () => {
  const shared = { DATABASE_URL: "postgres://shop@db/shop", REDIS_URL: "redis://cache:6379" };
  it("more than one worker needs PostgreSQL and Redis; a bad count or prefix is one clear line", () => {
    expect(readEnv({}).WORKERS).toBe(1);
    expect(() => readEnv({ WORKERS: "2" })).toThrow("WORKERS: WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL");
    expect(() => readEnv({ WORKERS: "2", DATABASE_URL: shared.DATABASE_URL })).toThrow("needs DATABASE_URL (PostgreSQL) and REDIS_URL");
    expect(() => readEnv({ WORKERS: "auto", REDIS_URL: shared.REDIS_URL })).toThrow("needs DATABASE_URL");
    expect(() => readEnv({ ...shared, WORKERS: "0" })).toThrow("WORKERS must be a whole number from 1 to 64, or auto");
    expect(() => readEnv({ ...shared, WORKERS: "many" })).toThrow("WORKERS must be a whole number from 1 to 64, or auto");
    expect(readEnv({ ...shared, WORKERS: "3" }).WORKERS).toBe(3);
    expect(workerCount(readEnv({ ...shared, WORKERS: "auto" }).WORKERS)).toBe(os.availableParallelism());
    expect(readEnv({}).REDIS_PREFIX).toBe("bazaar");
    expect(() => readEnv({ REDIS_PREFIX: "two words" })).toThrow("REDIS_PREFIX must be 1 to 40 letters");
  });
});
