import { readFileSync } from "node:fs";

/**
 * The highest resident size (RSS) of the shop's process in each part of the bench, read from
 * /proc every 250 ms (issue 20: one process under 300 MB under the bench; Linux only, else none).
 */
export function residentSampler(pid: number) {
  const highest = new Map<string, number>();
  let phase = "start";
  const sample = () => {
    const mb = residentMb(pid);
    if (mb > (highest.get(phase) ?? 0)) highest.set(phase, mb);
  };
  const timer = setInterval(sample, 250);
  timer.unref();
  return {
    /** The part of the bench now running: samples from here on count for it. */
    phase(name: string) {
      sample();
      phase = name;
      sample();
    },
    stop(): Map<string, number> {
      sample();
      clearInterval(timer);
      return highest;
    },
  };
}

function residentMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

export function printResident(highest: Map<string, number>): void {
  if (!highest.size) return;
  console.log("\nThe shop process's highest resident size (RSS, sampled every 250 ms):\n");
  console.log("| part of the bench | highest RSS MB |\n|---|---:|");
  for (const [phase, mb] of highest) console.log(`| ${phase} | ${mb.toFixed(0)} |`);
}
