import type { Hono } from "hono";
import { z } from "zod";
import { parseInput } from "../../kernel/input";
import { isLoopbackClient } from "../http/account-session";
import type { AppServices } from "../services";

const Input = z.object({
  /** how far the shop's clock runs ahead of the machine's, in milliseconds (0: back in step) */
  offset_ms: z.coerce
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

/**
 * `POST /dev/clock {offset_ms}`: move the shop's clock (ctx.now) for a browser journey that
 * must see a campaign end. Only on a test server started with DEV_CLOCK=1 (and the dev mailbox),
 * only from this machine; anywhere else the call does not exist.
 */
export function devClockRoutes(app: Hono, services: AppServices) {
  const clock = services.clock;
  if (!clock) return;
  app.post("/dev/clock", async (c) => {
    if (!isLoopbackClient(c, services.env.TRUST_PROXY === "1")) return c.json({ error: "Not found" }, 404);
    const { offset_ms } = parseInput(Input, await c.req.json().catch(() => ({})));
    clock.offsetMs = offset_ms;
    // cached pages and rails were priced by the old clock
    services.ctx.cache.invalidate();
    return c.json({ now: services.ctx.now().toISOString(), offset_ms });
  });
}
