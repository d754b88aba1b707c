import type { Ctx } from "../context";

/** How long a download link works after the list shows it. */
export const DOWNLOAD_LINK_MINUTES = 60;

const subject = (lineId: number, userId: number) => `${lineId}:${userId}`;

/** A token for one order line's file, bound to the line AND the user who may fetch it, valid an hour. */
export function signDownload(ctx: Ctx, lineId: number, userId: number): string {
  return ctx.signer.sign("download", subject(lineId, userId), new Date(ctx.now().getTime() + DOWNLOAD_LINK_MINUTES * 60_000));
}

/**
 * "ok" for a token of this line and user that still holds, "expired" for one that did but
 * whose hour is over (so the page can say so), "bad" for anything else: another line, another
 * user, a tampered or malformed token.
 */
export function checkDownload(ctx: Ctx, lineId: number, userId: number, token: unknown): "ok" | "expired" | "bad" {
  if (ctx.signer.verify("download", subject(lineId, userId), token, ctx.now())) return "ok";
  // the same check at the epoch ignores the expiry: a genuine signature whose time ran out
  return ctx.signer.verify("download", subject(lineId, userId), token, new Date(0)) ? "expired" : "bad";
}
