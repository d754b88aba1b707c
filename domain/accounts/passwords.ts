import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the library's defaults (19 MiB, 2 passes): the password never leaves this module in clear. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/**
 * Check a password against a stored hash. With no hash (unknown account) a dummy hash is
 * checked all the same, so an unknown e-mail takes as long as a wrong password.
 */
export async function passwordMatches(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hash("not-a-real-password-only-for-timing");
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
