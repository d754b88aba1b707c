import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openPglite, openPostgres } from "../../db/client";
import { jobs, mailOutbox, orderGroups } from "../../db/schema";
import { seedDemo } from "../../seed/demo";
import { productOfShop } from "../setup/order-fixture";
import { present } from "../setup/present";
import { typedAddress } from "../setup/shop-fixture";
import { freePort, shopBuildExists, shopProcess } from "../setup/shop-process";

/** Where the shop keeps its data: an embedded database folder, or a PostgreSQL database. */
interface Store {
  name: string;
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

function pgliteStore(): Store {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-jobs-"));
  return {
    name: "pglite",
    env: { DATA_DIR: dataDir },
    open: () => openPglite(path.join(dataDir, "pglite")),
    drop: async () => {},
  };
}

function postgresStore(): Store {
  const base = present(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL");
  const name = `shop_jobs_${process.pid}_${randomBytes(3).toString("hex")}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  let made = false;
  return {
    name: "postgres",
    env: { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shop-jobs-")) },
    async open() {
      if (!made) await admin(`create database ${name}`);
      made = true;
      return openPostgres(url.toString(), () => {});
    },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** The production build on a port, with or without its job worker. */
function shop(port: number, store: Store, jobWorker: "0" | "1"): Promise<ChildProcess> {
  return shopProcess(port, {
    ...store.env,
    SEED_DEMO: "no",
    LOG_LEVEL: "error",
    JOB_WORKER: jobWorker,
    DEV_MAILBOX: "1",
    REDIS_URL: "",
  });
}

/**
 * A guest's checkout over real HTTP, as a browser makes it: the page's token (the shared guest
 * page's: the page sets no cookie, decision 049), then the cookie the first call sets, the cart, the order.
 */
async function guestOrder(base: string, productId: number, address: Record<string, unknown>): Promise<string> {
  const page = await fetch(`${base}/`);
  let cookie = (page.headers.get("set-cookie") ?? "").split(";")[0];
  const token = /id="token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { cookie, "csrf-token": token, "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify(body),
    });
    cookie = (res.headers.get("set-cookie") ?? cookie).split(";")[0];
    return res;
  };
  expect((await post("/user/addToCart", { id: productId, quantity: 1 })).status).toBe(200);
  const placed = await post("/user/confirm-order", { shipping_address: address });
  const body = (await placed.json()) as { code: string };
  expect(placed.status, JSON.stringify(body)).toBe(200);
  return body.code;
}

const stores = [pgliteStore, ...(process.env.TEST_DATABASE_URL ? [postgresStore] : [])];

/**
 * Issue 18 item 6's proof: the shop is killed (SIGKILL) after an order is placed and before its
 * mails are sent; started again, it sends each mail once. The first process runs without a job
 * worker (JOB_WORKER=0), so the kill surely falls between the enqueue and the send.
 */
describe.skipIf(!shopBuildExists()).each(stores)("a job survives kill -9 ($name)", (makeStore) => {
  const store = makeStore();
  // one port for both starts: the second process answers where the first did
  let port = 0;
  const running: ChildProcess[] = [];
  beforeAll(async () => {
    port = await freePort();
  });
  afterAll(async () => {
    for (const p of running) if (p.exitCode === null) p.kill("SIGKILL");
    await store.drop();
  });

  it("an order placed just before kill -9 has its mails sent once after the restart", async () => {
    // a small shop, written before the shop starts
    let db = await store.open();
    await db.migrate();
    await seedDemo(db.db, { uploadsDir: path.join(os.tmpdir(), `jobs-up-${process.pid}`), products: 6, images: false });
    const product = await productOfShop(db.db, { stock: 5 });
    const address = await typedAddress(db.db, `buyer-${randomBytes(3).toString("hex")}@example.com`);
    await db.close();

    const first = await shop(port, store, "0");
    running.push(first);
    const code = await guestOrder(`http://127.0.0.1:${port}`, product.id, address);
    first.kill("SIGKILL");
    await once(first, "exit");

    // on disk after the kill: the order and its job, and no mail yet
    db = await store.open();
    const [group] = await db.db.select().from(orderGroups).where(eq(orderGroups.code, code));
    expect(group).toBeDefined();
    const waiting = await db.db.select().from(jobs);
    expect(waiting.map((j) => [j.kind, j.state])).toEqual([["order-notices", "queued"]]);
    expect(await db.db.select().from(mailOutbox)).toEqual([]);
    await db.close();

    // started again with its worker: the order's notices and mails go out
    const second = await shop(port, store, "1");
    running.push(second);
    // wait until both mails show in the dev mailbox, a little more for anything sent twice, then stop it and read what it did
    for (let i = 0; i < 300; i++) {
      const box = await (await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).text();
      if (box.includes(address.email) && box.includes(product.ownerEmail)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 1_500));
    second.kill("SIGTERM");
    await once(second, "exit");
    db = await store.open();
    // the order's jobs (the shop also queues its daily payout batch at every start: decision 073)
    const all = (await db.db.select().from(jobs).orderBy(jobs.id)).filter((j) => j.kind !== "payout-batch");
    expect(all.map((j) => [j.kind, j.state, j.attempts])).toEqual([
      ["order-notices", "done", 1],
      ["mail", "done", 1],
      ["mail", "done", 1],
    ]);
    const mails = await db.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.to).sort()).toEqual([address.email, product.ownerEmail].sort());
    expect(mails.every((m) => m.status === "kept")).toBe(true);
    await db.close();
  }, 180_000);
});
