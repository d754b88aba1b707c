import { accountOverview } from "../domain/accounts/dashboard";
import { userView } from "../domain/accounts/user-view";
import { addressesOf } from "../domain/addresses/address-view";
import type { Ctx } from "../domain/context";
import { countryList } from "../domain/geo/places";
import { latestOutboxMail } from "../domain/mail/outbox";
import { listNotifications } from "../domain/notifications/user-notifications";
import { NotFoundError, UnauthorizedError } from "../kernel/errors";
import { safeRedirect } from "../kernel/safe-redirect";

/**
 * The account area of a page loader's context. Pages under /user, /checkout and /payment
 * call `require(request)`: a guest is refused (401), which the page context turns into /login
 * with the page to come back to.
 */
export function pageAccount(
  ctx: Ctx,
  opts: {
    userId: number | null;
    locale: string;
    appPath: string;
    /** the dev mailbox is on (DEV_MAILBOX) and the client is this machine: only then is it shown */
    devMailbox: boolean;
  },
) {
  // a guest: 401, which the page context answers with the login page (server/page-errors.ts)
  const require = (_request: Request): number => {
    if (opts.userId === null) throw new UnauthorizedError("login_first");
    return opts.userId;
  };
  return {
    userId: opts.userId,
    require,
    /** For sign-in and sign-up pages: a signed-in visitor goes on to `to` (a local path; anything else is the dashboard). */
    guestOnly: (to: string) => {
      if (opts.userId !== null) throw new Response(null, { status: 302, headers: { Location: `${opts.appPath}${safeRedirect(to)}` } });
    },
    me: async (request: Request) => {
      const user = await userView(ctx.db, require(request), { locale: opts.locale, mediaBase: ctx.mediaBase });
      if (!user) throw new UnauthorizedError("login_first");
      return user;
    },
    overview: (request: Request) => accountOverview(ctx, { userId: require(request), locale: opts.locale }),
    addresses: (request: Request) => addressesOf(ctx.db, require(request)),
    countries: () => countryList(ctx),
    notifications: (request: Request, page: number) => listNotifications(ctx, { userId: require(request), page, locale: opts.locale }),
    /** The dev mailbox: the outbox, newest first; switched on and asked from this machine, else "not found". */
    mailbox: async () => {
      if (!opts.devMailbox) throw new NotFoundError();
      return latestOutboxMail(ctx);
    },
  };
}
