// The realtime part of `npm run bench` (issue 18): idle WebSocket connections held by the shop's
// own Pusher-protocol server (memory per 1,000, read from the shop process's RSS), and the time
// from an operator's broadcast to each of 1,000 subscribed connections (p50, p99).
//   standalone: npx tsx scripts/bench-realtime.ts --url http://127.0.0.1:3230 --pid <shop pid> \
//               --email admin@example.com --password admin123 [--idle 5000] [--subscribers 1000]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { signIn } from "./bench-back-office";

export interface RealtimeBenchResult {
  idle: number;
  openSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  mbPer1000: number;
  subscribers: number;
  broadcasts: number;
  delivery: { p50: number; p99: number; lost: number };
  lastSubscriber: { p50: number; p99: number };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed-in session of the operator: its cookie and token, and the realtime key the page carries. */
async function operator(base: string, email: string, password: string) {
  const { cookie, token: signedToken } = await signIn(base, email, password);
  const page = await (await fetch(`${base}/`, { headers: { cookie } })).text();
  const key = /id="f_pusher_app_key" value="([^"]*)"/.exec(page)?.[1] ?? "";
  if (!key) throw new Error("no realtime key in the page: is pushar_activated on?");
  return { cookie, token: signedToken, key };
}

/** Open one connection (optionally joined to a channel); resolves when the server has answered. */
function connect(wsBase: string, key: string, channel: string | null, onEvent?: (title: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/app/${key}?protocol=7&client=bench&version=1`, { perMessageDeflate: false });
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { event: string; data: string };
      if (frame.event === "pusher:connection_established") {
        if (!channel) resolve(ws);
        else ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel } }));
      } else if (frame.event === "pusher_internal:subscription_succeeded") resolve(ws);
      else if (onEvent && !frame.event.startsWith("pusher")) onEvent((JSON.parse(frame.data) as { title: string }).title);
    });
  });
}

export async function realtimeBench(
  base: string,
  shopPid: number,
  opts: { email: string; password: string; idle?: number; subscribers?: number; broadcasts?: number },
): Promise<RealtimeBenchResult> {
  const idle = opts.idle ?? 5000;
  const subscribers = Math.min(opts.subscribers ?? 1000, idle);
  const broadcasts = opts.broadcasts ?? 20;
  const admin = await operator(base, opts.email, opts.password);
  const wsBase = base.replace(/^http/, "ws");
  const arrivals = new Map<string, number[]>();
  const sentAt = new Map<string, number>();
  const heard = (title: string) => {
    const t0 = sentAt.get(title);
    if (t0 !== undefined) arrivals.get(title)?.push(performance.now() - t0);
  };
  await sleep(1000);
  const rssBeforeMb = rssMb(shopPid);
  const started = performance.now();
  const sockets: WebSocket[] = [];
  for (let i = 0; i < idle; i += 250) {
    const batch = Array.from({ length: Math.min(250, idle - i) }, (_, j) =>
      i + j < subscribers ? connect(wsBase, admin.key, "notification-send-4", heard) : connect(wsBase, admin.key, null),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const rssAfterMb = rssMb(shopPid);
  const deliveries: number[] = [];
  const last: number[] = [];
  let lost = 0;
  for (let b = 0; b < broadcasts; b++) {
    const title = `bench ${b} ${Date.now()}`;
    const got: number[] = [];
    arrivals.set(title, got);
    sentAt.set(title, performance.now());
    const res = await fetch(`${base}/admin/broadcast`, {
      method: "POST",
      headers: { cookie: admin.cookie, "csrf-token": admin.token, "content-type": "application/json" },
      body: JSON.stringify({ title, message_type: "info" }),
    });
    if (res.status !== 200) throw new Error(`broadcast refused: ${res.status}`);
    for (let w = 0; w < 100 && got.length < subscribers; w++) await sleep(50);
    deliveries.push(...got);
    last.push(Math.max(...got, 0));
    lost += subscribers - got.length;
    await sleep(200);
  }
  for (const ws of sockets) ws.terminate();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    idle,
    openSeconds: round(openSeconds),
    rssBeforeMb: round(rssBeforeMb),
    rssAfterMb: round(rssAfterMb),
    mbPer1000: round((rssAfterMb - rssBeforeMb) / (idle / 1000)),
    subscribers,
    broadcasts,
    delivery: { p50: round(percentile(deliveries, 50)), p99: round(percentile(deliveries, 99)), lost },
    lastSubscriber: { p50: round(percentile(last, 50)), p99: round(percentile(last, 99)) },
  };
}

/** The result as the bench prints it. */
export function printRealtime(r: RealtimeBenchResult) {
  console.log("\nRealtime (the shop's own Pusher-protocol server):\n");
  console.log("| idle connections | opened in s | shop RSS before → after MB | MB per 1,000 |\n|---:|---:|---:|---:|");
  console.log(`| ${r.idle} | ${r.openSeconds} | ${r.rssBeforeMb} → ${r.rssAfterMb} | ${r.mbPer1000} |`);
  console.log(
    `\n| one broadcast to ${r.subscribers} subscribers (${r.broadcasts} times) | p50 ms | p99 ms |\n|---|---:|---:|\n| each delivery (request sent → frame received) | ${r.delivery.p50} | ${r.delivery.p99} |\n| the last of the ${r.subscribers} | ${r.lastSubscriber.p50} | ${r.lastSubscriber.p99} |\n\nlost deliveries: ${r.delivery.lost}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://127.0.0.1:3230" },
      pid: { type: "string" },
      email: { type: "string", default: "admin@example.com" },
      password: { type: "string", default: "admin123" },
      idle: { type: "string", default: "5000" },
      subscribers: { type: "string", default: "1000" },
      broadcasts: { type: "string", default: "20" },
    },
  });
  if (!values.pid) throw new Error("--pid <the shop's process id> is needed to read its memory");
  printRealtime(
    await realtimeBench(values.url, Number(values.pid), {
      email: values.email,
      password: values.password,
      idle: Number(values.idle),
      subscribers: Number(values.subscribers),
      broadcasts: Number(values.broadcasts),
    }),
  );
}
