import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./shop-process";

/** Where PostgreSQL's server programs are: beside initdb on the PATH, else a Debian-style install. */
function serverBin(): string | null {
  const dirs = [
    ...(process.env.PATH ?? "").split(":"),
    "/usr/local/bin",
    "/usr/local/pgsql/bin",
    "/usr/lib/postgresql/17/bin",
    "/usr/lib/postgresql/16/bin",
  ];
  for (const dir of dirs) if (dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) return dir;
  return null;
}

export const INITDB_DIR = serverBin();

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is ended (57P01), new ones are refused */
  stop(): void;
  start(): void;
  /** stopped at once and its folder removed */
  remove(): void;
}

/**
 * A PostgreSQL cluster of a test's own: initdb into a temporary folder, its own free port, the
 * socket in that folder, stopped and started at will (`pg_ctl`). initdb refuses to run as root:
 * as root (CI) the folder belongs to the `postgres` user and the programs run as that user.
 */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  if (!INITDB_DIR) throw new Error("initdb is not on this machine");
  const bin = INITDB_DIR;
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-pg-"));
  const data = path.join(dir, "data");
  const socket = path.join(dir, "socket");
  mkdirSync(socket);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    for (const p of [dir, socket]) chownSync(p, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 });
  };
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  const stop = (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => stop(),
    start,
    remove() {
      try {
        stop("immediate");
      } catch {
        // not running
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
