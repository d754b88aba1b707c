import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import Pusher from "pusher-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_EVENT, PUBLIC_NOTIFICATION_CHANNEL } from "../../domain/realtime/channels";
import { present } from "../setup/present";
import { next, stateOf } from "../setup/realtime-fixture";
import { freePort, shopBuildExists, shopProcess } from "../setup/shop-process";

const ready = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && shopBuildExists();
const ADMIN = { email: "processes-admin@example.com", password: "processes-admin-pw" };

/** One shop process (the production build) on the shared PostgreSQL and Redis. */
function shopOn(port: number, databaseUrl: string): Promise<ChildProcess> {
  return shopProcess(port, {
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL,
    SEED_DEMO: "no",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "shop-proc-")),
  });
}

/** The operator signed in on one process: cookie, token and the realtime key its pages carry. */
async function operator(base: string) {
  const first = await fetch(`${base}/login`);
  let cookie = (first.headers.get("set-cookie") ?? "").split(";")[0];
  const token = /id="token" value="([^"]+)"/.exec(await first.text())?.[1] ?? "";
  const login = await fetch(`${base}/login`, {
    method: "POST",
    headers: { cookie, "csrf-token": token, "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  cookie = (login.headers.get("set-cookie") ?? cookie).split(";")[0];
  const signed = ((await login.json()) as { token: string }).token;
  const key = /id="f_pusher_app_key" value="([^"]*)"/.exec(await (await fetch(`${base}/`, { headers: { cookie } })).text())?.[1] ?? "";
  return { cookie, token: signed, key };
}

/** Issue 18 item 1's proof: two shop processes on PostgreSQL and Redis; what one publishes, a browser connected to the other hears. */
describe.skipIf(!ready)("two shop processes", () => {
  const name = `shop_procs_${process.pid}_${randomBytes(3).toString("hex")}`;
  let ports: number[] = [];
  let processes: ChildProcess[] = [];
  let databaseUrl = "";
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(present(process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL"));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    ports = [await freePort(), await freePort()];
    // the first migrates the database; the second finds it ready
    processes = [await shopOn(ports[0], databaseUrl)];
    processes.push(await shopOn(ports[1], databaseUrl));
  }, 120_000);
  afterAll(async () => {
    for (const p of processes) p.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("an operator's broadcast made on one process reaches a client connected to the other, once", async () => {
    const one = await operator(`http://127.0.0.1:${ports[0]}`);
    const two = await operator(`http://127.0.0.1:${ports[1]}`);
    // both processes sign with the same app (its key and secret are kept in the database)
    expect(one.key).toBe(two.key);
    const client = new Pusher(two.key, {
      cluster: "mt1",
      wsHost: "127.0.0.1",
      wsPort: ports[1],
      forceTLS: false,
      enabledTransports: ["ws"],
      disableStats: true,
    });
    try {
      await stateOf(client, "connected");
      const channel = client.subscribe(PUBLIC_NOTIFICATION_CHANNEL);
      await next(channel, "pusher:subscription_succeeded");
      const heard: unknown[] = [];
      channel.bind(NOTIFICATION_EVENT, (d: unknown) => heard.push(d));
      const res = await fetch(`http://127.0.0.1:${ports[0]}/admin/broadcast`, {
        method: "POST",
        headers: { cookie: one.cookie, "csrf-token": one.token, "content-type": "application/json" },
        body: JSON.stringify({ title: "From process one", message_type: "success" }),
      });
      expect(res.status).toBe(200);
      for (let i = 0; i < 100 && !heard.length; i++) await new Promise((r) => setTimeout(r, 50));
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([{ title: "From process one", message: "From process one", message_type: "success" }]);
    } finally {
      client.disconnect();
    }
  });
});
