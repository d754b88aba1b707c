import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "../../db/client";

describe("the embedded database folder belongs to one process", () => {
  it("refuses a second opener while the first holds it, and opens again once closed", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(/in use by another process/);
    await first.close();
    const again = await openPglite(dir);
    await again.close();
  });

  it("takes over a lock left by a process that no longer runs", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");
    writeFileSync(`${dir}.lock`, "999999999");
    const db = await openPglite(dir);
    await db.close();
  });
});
