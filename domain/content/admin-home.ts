import { asc } from "drizzle-orm";
import { brands, campaigns, shops } from "../../db/schema";
import { removePicture, storePicture } from "../../infra/store-picture";
import { ValidationError } from "../../kernel/errors";
import { localize } from "../../kernel/localize";
import { mediaUrl, PICTURE_FAMILIES } from "../../kernel/media";
import { requirePermission } from "../accounts/require-admin";
import { allCategories } from "../catalog/categories";
import type { Ctx } from "../context";
import type { HomeContent } from "../settings/defaults";
import { loadSettings } from "../settings/load-settings";
import { commitSettings } from "../settings/update-settings";
import { type HomeComponentValues, HomeContentsInput } from "./content-input";
import { HOME_COMPONENT_TYPES } from "./home-types";

/**
 * The home page's components and pop-up picture in the admin console (issue 19; decision 047),
 * for operators with `content`. Both are settings (`home_page_contents`, `popup_image`), so both
 * are written by the settings verb's one write (`commitSettings`: only what differs, one
 * transaction with its audit entry, the cached settings dropped); the home sections' cached data
 * is dropped too, so the storefront follows at once.
 */

const guard = (ctx: Ctx, userId: number | null) => requirePermission(ctx, userId, "content", "Not found");
const forgetHome = (ctx: Ctx) => ctx.cache.invalidate("home:");
const POPUP = { folder: "popup", sizes: PICTURE_FAMILIES.popup };

/**
 * `GET admin/content/home/list`: the configured components in order (hidden ones too), the
 * types this shop knows, what the choosers offer (categories, brands, shops, campaigns by id and
 * name) and the pop-up's picture.
 */
export async function homeContentForm(ctx: Ctx, input: { userId: number | null; locale: string }) {
  await guard(ctx, input.userId);
  const [settings, categories, brandRows, shopRows, campaignRows] = await Promise.all([
    loadSettings(ctx),
    allCategories(ctx),
    ctx.db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id)),
    ctx.db.select({ id: shops.id, name: shops.name }).from(shops).orderBy(asc(shops.id)),
    ctx.db.select({ id: campaigns.id, title: campaigns.title }).from(campaigns).orderBy(asc(campaigns.id)),
  ]);
  const named = (rows: { id: number; name: Record<string, string> }[]) =>
    rows.map((r) => ({ id: r.id, name: localize(r.name, input.locale) }));
  return {
    contents: settings.home_page_contents,
    types: [...HOME_COMPONENT_TYPES],
    choices: {
      categories: named(categories),
      brands: named(brandRows),
      shops: named(shopRows),
      campaigns: campaignRows.map((c) => ({ id: c.id, name: localize(c.title, input.locale) })),
    },
    popup: {
      image: settings.popup_image,
      preview: settings.popup_image ? mediaUrl(ctx.mediaBase, settings.popup_image, 270, 260) : null,
      status: Number(settings.site_popup_status),
      show_in: settings.popup_show_in,
    },
  };
}

/** A texts-per-language without its empty languages; nothing when all are empty. */
function texts(value: Record<string, string | undefined> | undefined): Record<string, string> | undefined {
  const kept = Object.entries(value ?? {}).filter((e): e is [string, string] => !!e[1]);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** A component as stored: no empty heading (a category section is then headed by its category), `hidden` only when true. */
function tidy({ hidden, title, text, sub_text, ...rest }: HomeComponentValues): HomeContent {
  const c: HomeContent = { ...rest };
  for (const [key, value] of [
    ["title", title],
    ["text", text],
    ["sub_text", sub_text],
  ] as const) {
    const kept = texts(value);
    if (kept) c[key] = kept;
  }
  if (hidden) c.hidden = true;
  return c;
}

/**
 * `POST admin/content/home-order` `{contents}`: the home components' new list (order, shown or
 * hidden, each one's configuration). A type this shop does not know, or a bad value, is 422
 * keyed by its path (`contents.2.type`) and nothing changes; audited as `home.update`.
 */
export async function saveHomeContents(ctx: Ctx, input: { userId: number | null; fields: unknown }) {
  const op = await guard(ctx, input.userId);
  const parsed = HomeContentsInput.safeParse(input.fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.length ? issue.path.join(".") : "contents";
      errors[path] = [...(errors[path] ?? []), issue.message];
    }
    throw new ValidationError(errors);
  }
  const contents: HomeContent[] = parsed.data.contents.map(tidy);
  const changed = await commitSettings(ctx, op, { home_page_contents: contents }, { action: "home.update" });
  forgetHome(ctx);
  return { contents, ...(Object.keys(changed).length ? {} : { repeated: true }) };
}

/**
 * `POST admin/content/popup-image` (multipart `image`, or `remove=1`): the pop-up's picture,
 * checked by its content and re-encoded at the pop-up's sizes (270×260 and twice that); the
 * replaced upload's files go after the commit. 422 on `image` for anything not a picture.
 */
export async function savePopupImage(
  ctx: Ctx,
  input: {
    userId: number | null;
    picture: () => Promise<{ bytes: Uint8Array } | null>;
    remove: boolean;
    uploadsDir: string;
  },
) {
  const op = await guard(ctx, input.userId);
  const picture = await input.picture();
  if (!picture && !input.remove) throw new ValidationError({ image: ["v_content_picture_required"] });
  const before = (await loadSettings(ctx)).popup_image;
  const target = { ...POPUP, uploadsDir: input.uploadsDir };
  const image = picture ? await storePicture(picture, { ...target, name: "popup", field: "image" }) : "";
  await commitSettings(ctx, op, { popup_image: image }, { action: "settings.update" }).catch(async (err) => {
    await removePicture(image || null, target);
    throw err;
  });
  if (before !== image) await removePicture(before || null, target);
  return { image, preview: image ? mediaUrl(ctx.mediaBase, image, 270, 260) : null };
}
