import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Hono } from "hono";
import sharp from "sharp";
import { loadSettings } from "../domain/settings/load-settings";
import { localize } from "../kernel/localize";
import { translate } from "./i18n";
import type { AppServices } from "./services";

/** The icon sizes the manifest lists (Android, iOS and desktop installs). */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;

const siteName = (value: unknown, locale: string) =>
  (typeof value === "string" ? value : localize(value as Record<string, string>, locale)) || "Bazaar";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The installable shop (issue 18 item 5; decision 031): the web app manifest, its icons drawn
 * from the shop's own logo in every size, the service worker (fingerprinted assets cached as
 * they are used, pages from the network with an offline page when there is none) and that page.
 */
export function installableRoutes(app: Hono, services: AppServices) {
  const { ctx, env } = services;
  const base = env.APP_PATH;
  const icons = new Map<string, Promise<Buffer>>();
  const logo = async () => readFile(services.clientDir ? path.join(services.clientDir, "favicon.svg") : path.resolve("public/favicon.svg"));
  const icon = (key: string, draw: () => Promise<Buffer>) => {
    const kept = icons.get(key);
    if (kept) return kept;
    // a failed drawing is not kept: the next request tries again
    const drawn = draw().catch((err) => {
      icons.delete(key);
      return Promise.reject(err);
    });
    icons.set(key, drawn);
    return drawn;
  };
  // the worker's cache name follows the build: a new build empties the old cache
  let version: Promise<string> | null = null;
  const buildVersion = () => {
    version ??= readdir(path.join(services.clientDir ?? "build/client", "assets"))
      .then((files) => createHash("sha256").update(files.sort().join("\n")).digest("hex").slice(0, 12))
      .catch(() => "dev");
    return version;
  };

  app.get("/manifest.webmanifest", async (c) => {
    const settings = await loadSettings(ctx);
    const locale = String(settings.default_language ?? "en");
    const name = siteName(settings.site_name, locale);
    const primary = String(settings.primary_color ?? "#6d28d9");
    const manifest = {
      name,
      short_name: name.slice(0, 12),
      description: translate(locale, "welcome_message"),
      lang: locale,
      start_url: `${base}/`,
      scope: `${base}/`,
      id: `${base}/`,
      display: "standalone",
      background_color: "#ffffff",
      theme_color: primary,
      icons: [
        ...ICON_SIZES.map((s) => ({ src: `${base}/icons/icon-${s}.png`, sizes: `${s}x${s}`, type: "image/png", purpose: "any" })),
        { src: `${base}/icons/maskable-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
        { src: `${base}/favicon.svg`, sizes: "any", type: "image/svg+xml" },
      ],
    };
    return c.body(JSON.stringify(manifest), 200, { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" });
  });

  app.get("/icons/:file{(icon-[0-9]{2,3}|maskable-512)\\.png}", async (c) => {
    const file = c.req.param("file") ?? "";
    const size = file.startsWith("maskable") ? 512 : Number(file.slice(5, -4));
    if (!file.startsWith("maskable") && !(ICON_SIZES as readonly number[]).includes(size)) return c.json({ error: "File not found" }, 404);
    const png = await icon(file, async () => {
      const svg = await logo();
      if (!file.startsWith("maskable"))
        return sharp(svg, { density: 72 * (size / 64) * 1.2 })
          .resize(size, size)
          .png()
          .toBuffer();
      // maskable: the logo inside the safe zone (80 %) on the full-bleed brand colour
      const inner = await sharp(svg, { density: 600 }).resize(410, 410).png().toBuffer();
      return sharp({ create: { width: 512, height: 512, channels: 4, background: "#6d28d9" } })
        .composite([{ input: inner, gravity: "center" }])
        .png()
        .toBuffer();
    });
    return c.body(new Uint8Array(png), 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
  });

  app.get("/sw.js", async (c) => {
    const script = serviceWorker({ version: await buildVersion(), base });
    return c.body(script, 200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Service-Worker-Allowed": `${base}/`,
    });
  });

  app.get("/offline", async (c) => {
    const settings = await loadSettings(ctx);
    const locale = String(settings.default_language ?? "en");
    const dir = locale === "fa" || locale === "ar" ? "rtl" : "ltr";
    const name = siteName(settings.site_name, locale);
    const html = `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(translate(locale, "offline_title"))} · ${escapeHtml(name)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f9fafb;color:#111827}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:1rem 0 .5rem}p{color:#4b5563;line-height:1.6}a{display:inline-block;margin-top:1.25rem;padding:.7rem 1.4rem;border-radius:.6rem;background:#6d28d9;color:#fff;text-decoration:none;font-weight:600}</style></head><body><main><svg width="56" height="56" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14" fill="#6d28d9"/><path d="M18 24h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff"/></svg><h1>${escapeHtml(translate(locale, "offline_title"))}</h1><p>${escapeHtml(translate(locale, "offline_text"))}</p><a href="${escapeHtml(base)}/">${escapeHtml(translate(locale, "offline_retry"))}</a></main></body></html>`;
    return c.html(html, 200, { "Cache-Control": "no-cache" });
  });
}

/** The service worker's script: its cache follows the build; assets cache-first, pages network-first with the offline page. */
export function serviceWorker(opts: { version: string; base: string }): string {
  const cache = `bazaar-${opts.version}`;
  return `// Bazaar's service worker (decision 031): build ${opts.version}
const CACHE = ${JSON.stringify(cache)};
const OFFLINE = ${JSON.stringify(`${opts.base}/offline`)};
const ASSETS = ${JSON.stringify(`${opts.base}/assets/`)};
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.add(new Request(OFFLINE, { cache: "reload" }))).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("bazaar-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith(ASSETS)) {
    // fingerprinted: a file's name changes with its content, so a cached copy is always right
    event.respondWith(
      caches.open(CACHE).then(async (c) => {
        const hit = await c.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) c.put(request, response.clone());
        return response;
      }),
    );
    return;
  }
  if (request.mode === "navigate") event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
});
// web push (decision 034): show the notification; a click opens (or focuses) its page
const BASE = ${JSON.stringify(opts.base)};
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: event.data ? event.data.text() : "" };
  }
  const url = typeof data.url === "string" && data.url.startsWith("/") ? BASE + data.url : BASE + "/user/notification";
  event.waitUntil(
    self.registration.showNotification(data.title || "Bazaar", {
      body: data.body || "",
      icon: BASE + "/icons/icon-192.png",
      badge: BASE + "/icons/icon-96.png",
      tag: data.tag,
      data: { url },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || BASE + "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      for (const client of open) if (client.url === url && "focus" in client) return client.focus();
      return self.clients.openWindow(url);
    }),
  );
});
`;
}
