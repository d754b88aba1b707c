// Preload for a production server: the process's CPU time (user + system, ms) spent while each request
// was being answered, by URL. Meant for one request at a time (scripts/bench-sequential.mjs), where it
// is the request's own CPU: on a loaded shared machine a far steadier figure than req/s or latency.
//   CPU_STATS=/tmp/cpu.json node --import ./scripts/cpu-per-request.mjs build/app-server.mjs
// `kill -USR2 <pid>` writes the figures so far to CPU_STATS and starts again.
import fs from "node:fs";
import http from "node:http";

const stats = new Map();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (...args) {
  const [event, req, res] = args;
  if (event === "request") {
    const start = process.cpuUsage();
    res.on("finish", () => {
      const used = process.cpuUsage(start);
      const list = stats.get(req.url) ?? [];
      list.push((used.user + used.system) / 1000);
      stats.set(req.url, list);
    });
  }
  return emit.apply(this, args);
};
process.on("SIGUSR2", () => {
  fs.writeFileSync(process.env.CPU_STATS ?? "cpu-per-request.json", JSON.stringify(Object.fromEntries(stats)));
  stats.clear();
});
