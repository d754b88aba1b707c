import type { Context, Hono } from "hono";
import { accountState } from "../../domain/accounts/account-state";
import { AVATAR_MAX_BYTES } from "../../domain/accounts/avatar";
import { becomeSeller } from "../../domain/accounts/become-seller";
import { changePassword } from "../../domain/accounts/change-password";
import { requestPasswordReset, resetPassword } from "../../domain/accounts/password-reset";
import { register } from "../../domain/accounts/register";
import { signIn } from "../../domain/accounts/sign-in";
import { updateProfile } from "../../domain/accounts/update-profile";
import { userView } from "../../domain/accounts/user-view";
import { digitalOrderList } from "../../domain/orders/digital-orders";
import { rewardOfViewer } from "../../domain/rewards/reward-view";
import { SHOP_PICTURE_MAX_BYTES } from "../../domain/seller/shop-pictures";
import { ValidationError } from "../../kernel/errors";
import { clientAddress, requireUserId, signInSession } from "../http/account-session";
import { readBody } from "../http/body";
import { baseUrl, resolveViewer } from "../http/viewer";
import { translate } from "../i18n";
import { sessionHolds, visitorParts } from "../page-data";
import type { AppServices } from "../services";
import { contract } from "./route";

/** Bodies allowed above the shop-wide 1 MB (server/middleware/body-limit.ts): the profile form carries a picture. */
export const ACCOUNT_BODY_LIMITS: Record<string, number> = {
  "/user/update-profile": AVATAR_MAX_BYTES + 64 * 1024,
  // the reference client's application brings a logo, a banner and a tax paper
  "/user/user-to-seller": 3 * SHOP_PICTURE_MAX_BYTES + 64 * 1024,
};

/** Sign-up, sign-in, sign-out, password reset and the profile (contract notes: Authentication). */
export function accountRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const trust = env.TRUST_PROXY === "1";
  const uploadsDir = `${env.dataDir}/uploads`;

  /** The answer after a sign-in: the account's client state and the new session's token. */
  async function signedIn(c: Context, locale: string, success: string, extra: Record<string, unknown> = {}) {
    const session = c.get("session");
    const state = await accountState(ctx, { userId: session.userId, locale });
    return c.json({ success: translate(locale, success), ...state, token: session.csrfToken, ...extra });
  }

  contract(app, "post", "/login", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const { userId, remember } = await signIn(ctx, { fields: await readBody(c), clientAddress: clientAddress(c, trust) });
    await signInSession(c, services, { userId, remember });
    return signedIn(c, v.language.code, "signed_in");
  });

  // `user_type: affiliate-register` signs up a member of the affiliate program (decision 030)
  contract(app, "post", "/register", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const fields = await readBody(c);
    const type = fields.user_type === "affiliate-register" ? "affiliate" : "customer";
    const { userId } = await register(ctx, {
      type,
      fields,
      locale: v.language.code,
      clientAddress: clientAddress(c, trust),
    });
    await signInSession(c, services, { userId, remember: false });
    return signedIn(c, v.language.code, type === "affiliate" ? "affiliate_registered" : "registered", { type });
  });

  contract(app, "post", "/seller-register", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const { userId } = await register(ctx, {
      type: "seller",
      fields: await readBody(c),
      locale: v.language.code,
      clientAddress: clientAddress(c, trust),
    });
    await signInSession(c, services, { userId, remember: false });
    return signedIn(c, v.language.code, "seller_registered", { type: "seller" });
  });

  // The spec: logout answers {success, token}; the client writes the token into #token.
  contract(app, "get", "/logout", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const session = c.get("session");
    session.regenerate({ userId: null, keepData: false });
    return c.json({ success: translate(v.language.code, "signed_out"), token: session.csrfToken });
  });

  // The reference client reads `user`, `order_urls` (its store's download links: the signed
  // links of the user's paid digital products, first page, as `user/digital-product-order-list`
  // lists them) and `download_urls` (whether there is any).
  contract(app, "get", "/home/check-auth", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = c.get("session").userId;
    const state = await accountState(ctx, { userId, locale: v.language.code });
    const downloads =
      state.user === null || userId === null
        ? []
        : (await digitalOrderList(ctx, { userId, page: 1, locale: v.language.code, downloadBase: baseUrl(c, env.APP_PATH, trust) }))
            .download_urls;
    // `reward`: the points held (null for a guest or with the reward add-on off)
    const reward = state.user === null ? null : await rewardOfViewer(ctx, userId);
    return c.json({ user: state.user, reward, order_urls: downloads, download_urls: downloads.length > 0 });
  });

  // A page shared by every visitor in a language and currency (decisions 054, 056) carries no one's
  // cart or account: once alive it asks here for its visitor's own parts and token, and, for someone
  // signed in with realtime on, the hidden inputs' realtime key and cluster (spec section 1).
  contract(app, "get", "/home/visitor-state", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    const session = c.get("session");
    const parts = await visitorParts(services, v, { ...sessionHolds(session) });
    const realtime = services.realtime?.client ?? null;
    const live = realtime !== null && parts.user !== null && Number(v.settings.pushar_activated) > 0;
    c.header("Cache-Control", "private, no-store");
    return c.json({
      ...parts,
      token: session.pageToken,
      f_pusher_app_key: live ? realtime.key : "",
      f_pusher_app_cluster: live ? realtime.cluster : "",
    });
  });

  contract(app, "post", "/reset-password", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    // Links in mail use the configured public address: a request's Host header could point them at another site.
    const base = `${env.publicOrigin}${env.APP_PATH}`;
    await requestPasswordReset(ctx, {
      fields: await readBody(c),
      clientAddress: clientAddress(c, trust),
      locale: v.language.code,
      resetUrl: (email, code) => `${base}/reset/${encodeURIComponent(email)}/${code}`,
    });
    return c.json({ success: translate(v.language.code, "reset_link_sent") });
  });

  contract(app, "post", "/create-new-password", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    await resetPassword(ctx, { fields: await readBody(c), clientAddress: clientAddress(c, trust) });
    return c.json({ success: translate(v.language.code, "password_reset_done") });
  });

  contract(app, "post", "/user/change-password", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    await changePassword(ctx, {
      userId,
      sessionHash: c.get("session").idHash,
      clientAddress: clientAddress(c, trust),
      fields: await readBody(c),
    });
    // `data`: the user as the reference client refreshes it (every account here has a password)
    const user = await userView(ctx.db, userId, { locale: v.viewer.locale, mediaBase: ctx.mediaBase });
    return c.json({ success: translate(v.language.code, "password_changed"), data: { ...user, is_password_set: 1 } });
  });

  contract(app, "post", "/user/update-profile", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const body = await readBody(c);
    const image = await uploadedFile(body.image);
    await updateProfile(ctx, { userId, fields: body, image, uploadsDir });
    return signedIn(c, v.language.code, "profile_updated");
  });

  contract(app, "post", "/user/user-to-seller", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const userId = requireUserId(c);
    const body = await readBody(c);
    // the reference client's form brings the shop's logo and banner (multipart)
    const pictures = { logo: await uploadedFile(body.logo, "logo"), banner: await uploadedFile(body.banner, "banner") };
    const shop = await becomeSeller(ctx, { userId, fields: body, locale: v.language.code, pictures, uploadsDir });
    // `migrate_msg`: what the reference client shows after applying
    return signedIn(c, v.language.code, "seller_application_sent", {
      shop,
      migrate_msg: translate(v.language.code, "seller_application_sent"),
    });
  });
}

/** A multipart file field as bytes; absent or empty means "no new file"; anything else that is not a file is refused. */
async function uploadedFile(value: unknown, name = "image"): Promise<{ bytes: Uint8Array } | null> {
  if (value === undefined || value === null || value === "") return null;
  if (value instanceof File) return value.size === 0 ? null : { bytes: new Uint8Array(await value.arrayBuffer()) };
  throw new ValidationError({ [name]: ["v_image"] });
}
