import path from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  APP_PATH: z.string().default("").transform((p) => p.replace(/\/+$/, "")).refine((p) => p === "" || /^\/[A-Za-z0-9._~\/-]*$/.test(p), "APP_PATH must start with / and hold only URL path characters"),
  DATABASE_URL: z.string().optional().refine((u) => !u || /^postgres(ql)?:\/\/.+/.test(u), "DATABASE_URL must be a postgres:// or postgresql:// URL"),
  REDIS_URL: z.string().optional().refine((u) => !u || /^rediss?:\/\/.+/.test(u), "REDIS_URL must be a redis:// or rediss:// URL"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET needs at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** seed the demo shop into an empty database (the default for the embedded set-up) */
  SEED_DEMO: z.enum(["auto", "yes", "no"]).default("auto"),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

/** Parse the environment once at boot; a bad value is one clear line, not a stack trace. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new EnvError(`${first.path.join(".")}: ${first.message}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export class EnvError extends Error {}
