import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed, expiring links (a guest's invoice, a digital download, the sandbox gateway's
 * redirect): `${expiresAtSeconds}.${hmac}` over the purpose, the subject and the expiry, so a
 * signature for one thing never opens another, and an old one stops working.
 */
export class Signer {
  constructor(private readonly secret: string) {}

  private mac(purpose: string, subject: string, expires: number): string {
    return createHmac("sha256", this.secret).update(`link:${purpose}:${subject}:${expires}`).digest("base64url");
  }

  sign(purpose: string, subject: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    return `${expires}.${this.mac(purpose, subject, expires)}`;
  }

  verify(purpose: string, subject: string, token: unknown, now: Date): boolean {
    if (typeof token !== "string") return false;
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!m) return false;
    const expires = Number(m[1]);
    if (expires * 1000 < now.getTime()) return false;
    const want = Buffer.from(this.mac(purpose, subject, expires));
    const got = Buffer.from(m[2]);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  /** A plain HMAC of a message (webhook signatures): hex. */
  hmacHex(key: string, message: string): string {
    return createHmac("sha256", `${this.secret}:${key}`).update(message).digest("hex");
  }
}
