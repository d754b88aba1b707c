// One request at a time, the targets in turn (the order rotated each round), N rounds after 20 warm-up
// rounds; prints each target's latency quantiles. With servers started under scripts/cpu-per-request.mjs,
// CPU_PIDS=<pid>,<pid> collects their CPU per request too (the first 20 of each URL left out).
//   N=300 CPU_PIDS=123 CPU_STATS=/tmp/cpu.json node scripts/bench-sequential.mjs products=http://127.0.0.1:3301/products shop=http://127.0.0.1:3301/shop/x
// (every server of CPU_PIDS writes to its own CPU_STATS; pass them as CPU_FILES=/tmp/a.json,/tmp/b.json in the same order)
import fs from "node:fs";
import http from "node:http";

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const get = (url) =>
  new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    http
      .get(url, { agent }, (r) => {
        let bytes = 0;
        r.on("data", (c) => {
          bytes += c.length;
        });
        r.on("end", () => resolve({ ms: Number(process.hrtime.bigint() - t) / 1e6, bytes, status: r.statusCode }));
      })
      .on("error", reject);
  });
const targets = process.argv.slice(2).map((a) => {
  const i = a.indexOf("=");
  return { name: a.slice(0, i), url: a.slice(i + 1), ms: [], bytes: 0 };
});
const rounds = Number(process.env.N ?? 300);
const pids = process.env.CPU_PIDS ? process.env.CPU_PIDS.split(",").map(Number) : [];
const files = process.env.CPU_FILES ? process.env.CPU_FILES.split(",") : [process.env.CPU_STATS ?? "cpu-per-request.json"];
for (let i = 0; i < 20; i++) for (const t of targets) await get(t.url);
for (const pid of pids) process.kill(pid, "SIGUSR2");
for (let i = 0; i < rounds; i++)
  for (let k = 0; k < targets.length; k++) {
    const t = targets[(k + i) % targets.length];
    const r = await get(t.url);
    if (r.status !== 200) throw new Error(`${t.name}: ${r.status}`);
    t.ms.push(r.ms);
    t.bytes = r.bytes;
  }
const q = (xs, f) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length * f)];
for (const t of targets)
  console.log(
    `${t.name.padEnd(24)} latency ms median ${q(t.ms, 0.5).toFixed(2)} p25 ${q(t.ms, 0.25).toFixed(2)} p75 ${q(t.ms, 0.75).toFixed(2)} | ${t.bytes} bytes`,
  );
if (pids.length) {
  for (const pid of pids) process.kill(pid, "SIGUSR2");
  await new Promise((r) => setTimeout(r, 500));
  for (const [n, file] of files.entries()) {
    const stats = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const [url, xs] of Object.entries(stats))
      if (xs.length >= 20)
        console.log(
          `server ${pids[n]} ${url.padEnd(40)} CPU ms median ${q(xs, 0.5).toFixed(2)} p25 ${q(xs, 0.25).toFixed(2)} p75 ${q(xs, 0.75).toFixed(2)} (n ${xs.length})`,
        );
  }
}
