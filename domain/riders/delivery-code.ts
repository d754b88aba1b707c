import { createHash, randomInt, timingSafeEqual } from "node:crypto";

/** Wrong codes a delivery takes before the code is refused for good (a picture is then the proof). */
export const CODE_ATTEMPTS = 5;

/** A new six-digit delivery code for the buyer (decision 078). */
export const newDeliveryCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

/** The code as kept: a hash bound to the order, so the table never holds a code a rider could read. */
export const deliveryCodeHash = (orderId: number, code: string): string =>
  createHash("sha256").update(`delivery:${orderId}:${code}`).digest("hex");

/** What the rider typed, as digits: Persian and Arabic-Indic digits read as Latin ones, spaces dropped. */
export function typedCode(raw: unknown): string {
  if (typeof raw !== "string" && typeof raw !== "number") return "";
  return String(raw)
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\s+/g, "");
}

/** Whether a typed code is the order's (compared in constant time). */
export function codeMatches(orderId: number, typed: string, hash: string): boolean {
  if (!/^\d{6}$/.test(typed)) return false;
  const a = Buffer.from(deliveryCodeHash(orderId, typed), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
