import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { orderLines, orders, products } from "../../db/schema";
import { DomainError, NotFoundError } from "../../kernel/errors";
import type { Ctx } from "../context";
import { checkDownload } from "./download-token";

/**
 * A file name kept in `products.digital_file` as a path inside the downloads folder; `null` for
 * anything that could leave it (absolute paths, `..` segments, NUL bytes, backslashes).
 */
export function safeDownloadPath(downloadsDir: string, file: string | null): string | null {
  if (!file || file.includes("\0") || file.includes("\\") || path.isAbsolute(file)) return null;
  if (file.split("/").some((part) => part === ".." || part === "")) return null;
  const root = path.resolve(downloadsDir);
  const full = path.resolve(root, file);
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * `GET /download/{lineId}?t=`: the file of a digital product, only for the user the link was
 * signed for, only when that user bought the line and its order is paid (and not cancelled).
 * Everything else is the same 404; a genuine link whose hour is over is 410, so the page can
 * say "get a fresh link". A file that a symbolic link would take out of the folder is refused.
 */
export async function digitalDownload(
  ctx: Ctx,
  input: { lineId: number | null; userId: number | null; token: unknown; downloadsDir: string },
) {
  const notFound = new NotFoundError("download_not_found");
  if (input.lineId === null || input.userId === null) throw notFound;
  const check = checkDownload(ctx, input.lineId, input.userId, input.token);
  if (check === "expired") throw new DomainError("download_link_expired", 410);
  if (check !== "ok") throw notFound;
  const [row] = await ctx.db
    .select({
      isDigital: orderLines.isDigital,
      userId: orders.userId,
      paymentStatus: orders.paymentStatus,
      status: orders.status,
      file: products.digitalFile,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.id, input.lineId))
    .limit(1);
  if (!row?.isDigital || row.userId !== input.userId || row.paymentStatus !== "paid" || row.status === "cancelled") throw notFound;
  const full = safeDownloadPath(input.downloadsDir, row.file);
  if (!full) throw notFound;
  try {
    const [real, root] = await Promise.all([realpath(full), realpath(path.resolve(input.downloadsDir))]);
    if (!real.startsWith(root + path.sep)) throw notFound;
    const info = await stat(real);
    if (!info.isFile()) throw notFound;
    return { path: real, fileName: path.basename(real), size: info.size };
  } catch (err) {
    if (err instanceof DomainError) throw err;
    ctx.log.warn({ err, lineId: input.lineId }, "digital file missing");
    throw notFound;
  }
}
