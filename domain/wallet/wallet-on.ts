import { NotFoundError, UnauthorizedError } from "../../kernel/errors";
import type { Ctx, Viewer } from "../context";
import { loadSettings } from "../settings/load-settings";

/** Whether the wallet is on (`wallet_system`). */
export async function walletOn(ctx: Ctx): Promise<boolean> {
  return Boolean(Number((await loadSettings(ctx)).wallet_system));
}

/** The signed-in viewer's id for a wallet call: the wallet off is the 404 of an unknown page; a guest must sign in (401). */
export async function walletUser(ctx: Ctx, viewer: Pick<Viewer, "userId">): Promise<number> {
  if (!(await walletOn(ctx))) throw new NotFoundError();
  if (viewer.userId === null) throw new UnauthorizedError("login_first");
  return viewer.userId;
}
