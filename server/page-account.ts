import { desc } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import { accountOverview } from "../domain/accounts/dashboard";
import { userView } from "../domain/accounts/user-view";
import { addressesOf } from "../domain/addresses/address-view";
import type { Ctx } from "../domain/context";
import { NotFoundError } from "../domain/errors";
import { countryList } from "../domain/geo/places";
import { listNotifications } from "../domain/notifications/user-notifications";

/**
 * The account area of a page loader's context. Pages under /user, /checkout and /payment
 * call `require(request)`: a guest is sent to /login with the page to come back to.
 */
export function pageAccount(ctx: Ctx, opts: { userId: number | null; locale: string; mediaBase: string; appPath: string; devMailbox: boolean }) {
  const loginRedirect = (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(opts.appPath) ? url.pathname.slice(opts.appPath.length) || "/" : url.pathname;
    return new Response(null, { status: 302, headers: { Location: `${opts.appPath}/login?redirect=${encodeURIComponent(path + url.search)}` } });
  };
  const require = (request: Request): number => {
    if (opts.userId === null) throw loginRedirect(request);
    return opts.userId;
  };
  return {
    userId: opts.userId,
    require,
    /** For sign-in and sign-up pages: a signed-in visitor goes on to `to` instead. */
    guestOnly: (to: string) => {
      if (opts.userId !== null) throw new Response(null, { status: 302, headers: { Location: `${opts.appPath}${to}` } });
    },
    me: async (request: Request) => {
      const user = await userView(ctx.db, require(request), opts);
      if (!user) throw loginRedirect(request);
      return user;
    },
    overview: (request: Request) => accountOverview(ctx, { userId: require(request) }),
    addresses: (request: Request) => addressesOf(ctx.db, require(request)),
    countries: () => countryList(ctx),
    notifications: (request: Request, page: number) => listNotifications(ctx, { userId: require(request), page }),
    /** The dev mailbox: the outbox, newest first; only outside production (or with DEV_MAILBOX=1). */
    mailbox: async () => {
      if (!opts.devMailbox) throw new NotFoundError();
      const rows = await ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(50);
      return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, status: m.status, created_at: m.createdAt.toISOString() }));
    },
  };
}
