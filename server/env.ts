import path from "node:path";
import { z } from "zod";

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    APP_PATH: z
      .string()
      .default("")
      .transform((p) => p.replace(/\/+$/, ""))
      .refine((p) => p === "" || /^\/[A-Za-z0-9._~/-]*$/.test(p), "APP_PATH must start with / and hold only URL path characters"),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((u) => !u || /^postgres(ql)?:\/\/.+/.test(u), "DATABASE_URL must be a postgres:// or postgresql:// URL"),
    REDIS_URL: z
      .string()
      .optional()
      .refine((u) => !u || /^rediss?:\/\/.+/.test(u), "REDIS_URL must be a redis:// or rediss:// URL"),
    /** what the shop's Redis keys and channels start with, so several shops (or staging and live) can share one Redis */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/, "REDIS_PREFIX must be 1 to 40 letters, digits, _ . or -")
      .default("bazaar"),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET needs at least 32 characters").optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** seed the demo shop into an empty database (the default for the embedded set-up) */
    SEED_DEMO: z.enum(["auto", "yes", "no"]).default("auto"),
    TRUST_PROXY: z.enum(["0", "1"]).default("0"),
    /** smtp(s)://user:pass@host:port — mail is sent there as well as kept in the outbox */
    SMTP_URL: z
      .string()
      .optional()
      .refine((u) => !u || /^smtps?:\/\/.+/.test(u), "SMTP_URL must be an smtp:// or smtps:// URL"),
    MAIL_FROM: z.string().min(3).default("Bazaar <no-reply@bazaar.local>"),
    /** the shop's public address (links in mail); never taken from a request's Host header */
    APP_URL: z
      .string()
      .optional()
      .refine(
        (u) => !u || /^https?:\/\/[^/?#]+$/.test(u.replace(/\/+$/, "")),
        "APP_URL must be an http(s) origin such as https://shop.example.com",
      ),
    /** the dev mailbox page (/dev/mailbox): on outside production unless set to 0; on in production only when 1 */
    DEV_MAILBOX: z.enum(["0", "1"]).optional(),
    /**
     * the movable clock for browser journeys (POST /dev/clock from this machine only): off unless
     * 1, and refused in production unless DEV_MAILBOX is on too (a test server, never a shop)
     */
    DEV_CLOCK: z.enum(["0", "1"]).optional(),
    /** Stripe Checkout: offered only when both are set */
    STRIPE_SECRET_KEY: z
      .string()
      .optional()
      .refine(
        (k) => !k || /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(k),
        "STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)",
      ),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .optional()
      .refine((k) => !k || /^whsec_[A-Za-z0-9+/=]+$/.test(k), "STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)"),
    /** the built-in sandbox gateway (marks orders paid without money): on by default unless Stripe is configured */
    PAYMENT_SANDBOX: z.enum(["0", "1"]).optional(),
    /** an outside Pusher-compatible service for realtime (all three, else the shop's own server carries it); its cluster or host */
    PUSHER_APP_ID: z.string().trim().min(1).max(64).optional(),
    PUSHER_APP_KEY: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, "PUSHER_APP_KEY must be letters, digits, - or _")
      .optional(),
    PUSHER_APP_SECRET: z.string().trim().min(8).max(128).optional(),
    PUSHER_APP_CLUSTER: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,32}$/, "PUSHER_APP_CLUSTER must be a cluster name such as eu or mt1")
      .optional(),
    PUSHER_HOST: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,253}$/, "PUSHER_HOST must be a host name")
      .optional(),
    /** relay `client-*` events between members of private and presence channels (off unless 1) */
    REALTIME_CLIENT_EVENTS: z.enum(["0", "1"]).optional(),
    /** 1: migrate the database and prepare it (reference data, the demo seed, the first operator), then exit without serving */
    PREPARE_ONLY: z.enum(["0", "1"]).optional(),
    /** work the durable job queue in this process (mail, web push, order notices; decision 035): on unless 0 */
    JOB_WORKER: z.enum(["0", "1"]).optional(),
    /**
     * shop processes on this machine (decision 042): 1 by default; n or `auto` (one per core) make a
     * primary that forks them, which needs PostgreSQL and Redis (shared sessions, limits, caches, realtime)
     */
    WORKERS: z
      .string()
      .regex(/^(auto|[1-9]\d?)$/, "WORKERS must be a whole number from 1 to 64, or auto")
      .transform((w) => (w === "auto" ? ("auto" as const) : Number(w)))
      .refine((w) => w === "auto" || w <= 64, "WORKERS must be a whole number from 1 to 64, or auto")
      .default(1),
    /**
     * the guest page cache (decision 049): how many seconds a page for visitors without a session
     * stays fresh (0: off), and its size in megabytes
     */
    PAGE_CACHE_SECONDS: z.coerce
      .number()
      .int()
      .min(0, "PAGE_CACHE_SECONDS must be 0 (off) to 3600")
      .max(3600, "PAGE_CACHE_SECONDS must be 0 (off) to 3600")
      .default(30),
    PAGE_CACHE_MB: z.coerce
      .number()
      .int()
      .min(1, "PAGE_CACHE_MB must be 1 to 4096")
      .max(4096, "PAGE_CACHE_MB must be 1 to 4096")
      .default(32),
    /** the first operator (admin) account, made at start when no admin exists yet; both or neither */
    ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").max(254).optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(8, "ADMIN_PASSWORD needs at least 8 characters")
      .max(128, "ADMIN_PASSWORD may have at most 128 characters")
      .optional(),
  })
  .refine((e) => e.WORKERS === 1 || (e.DATABASE_URL && e.REDIS_URL), {
    message:
      "WORKERS above 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: the embedded database serves one process, and the processes share sessions, limits, caches and realtime through them",
    path: ["WORKERS"],
  })
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, {
    message: "set ADMIN_EMAIL and ADMIN_PASSWORD together (the first operator account needs both)",
    path: ["ADMIN_PASSWORD"],
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; devMailbox: boolean; devClock: boolean; publicOrigin: string };

/** Parse the environment once at boot; a bad value is one clear line, not a stack trace. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new EnvError(`${first.path.join(".")}: ${first.message}`);
  }
  const devMailbox = parsed.data.DEV_MAILBOX ? parsed.data.DEV_MAILBOX === "1" : parsed.data.NODE_ENV !== "production";
  const host = parsed.data.HOST === "0.0.0.0" || parsed.data.HOST === "::" ? "localhost" : parsed.data.HOST;
  const publicOrigin = parsed.data.APP_URL?.replace(/\/+$/, "") ?? `http://${host}:${parsed.data.PORT}`;
  const devClock = parsed.data.DEV_CLOCK === "1" && devMailbox;
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), devMailbox, devClock, publicOrigin };
}

export class EnvError extends Error {}
