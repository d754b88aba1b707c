import { useEffect, useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ProgressBar } from "./components/layout/ProgressBar";
import { PRE_PAINT_COLOURS } from "./lib/demo-colours";
import "./app.css";
import { analyticsConfig } from "../domain/settings/analytics";
import { createI18n, I18nProvider } from "./i18n/i18n";
import { firstRenderStrings, languageStrings, pageKind, uiStrings } from "./i18n/ui-strings";
import { useNoteNavigationFailure } from "./lib/navigation-failures";
import { useNonce } from "./lib/nonce";
import { StoreProvider } from "./store/store";

export async function loader({ request, context }: Route.LoaderArgs) {
  const all = await context.pageData();
  // lang_keywords: the strings pages of this kind render with; the browser loads the whole file (docs/decisions/009)
  const locale = all.active_language.locale;
  const pageData = {
    ...all,
    lang_keywords: firstRenderStrings(pageKind(new URL(request.url).pathname, context.appPath), locale, all.lang_keywords),
  };
  // realtime on: the browser connects once someone is signed in; the hidden inputs carry the key
  // and cluster only then (spec section 1)
  const realtime = Number(pageData.settings_data.pushar_activated) ? context.realtime : null;
  const live = realtime !== null && pageData.user !== null;
  return {
    pageData,
    languageFile: context.languageFileUrl,
    hidden: {
      token: context.csrfToken,
      base_url: context.baseUrl,
      app_path: context.appPath,
      f_pusher_app_key: live ? realtime.key : "",
      f_pusher_app_cluster: live ? realtime.cluster : "",
    },
    realtime,
  };
}

/** The page data is loaded once; only an explicit revalidation (language switch) reloads it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.href === nextUrl.href && !formMethod ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const lang = data?.pageData.active_language;
  const primary = String(data?.pageData.settings_data.primary_color ?? "#6d28d9");
  // the page's scripts are running: journeys (tests/e2e/helpers.ts openPage) wait for this before a click
  useEffect(() => {
    document.documentElement.dataset.hydrated = "1";
  }, []);
  return (
    <html lang={lang?.locale ?? "en"} dir={lang?.text_direction ?? "ltr"} style={{ ["--primary-color" as string]: primary }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={primary} />
        {/* demo mode: a visitor's stored colours before the first paint (the switcher: components/layout/DemoColours.tsx) */}
        {data && Number(data.pageData.settings_data.demo_mode) ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script (app/lib/demo-colours.ts) that only takes #rrggbb values from storage
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT_COLOURS }} />
        ) : null}
        <link rel="icon" href={`${data?.hidden.app_path ?? ""}/favicon.svg`} type="image/svg+xml" />
        <link rel="manifest" href={`${data?.hidden.app_path ?? ""}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href={`${data?.hidden.app_path ?? ""}/icons/icon-192.png`} />
        {/* every UI string of the page's language: entry.client.tsx waits for it before hydrating */}
        {data && <link rel="preload" as="fetch" href={data.languageFile} crossOrigin="anonymous" />}
        <Meta />
        <Links />
        {data && <Analytics settings={data.pageData.settings_data} nonce={nonce} />}
      </head>
      <body>
        {/* Raw HTML, not React inputs: sign-in and sign-out write a new token into #token, and React
            would put the old one back on the next render (a hidden input's value is its attribute). */}
        {data && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: hidden inputs built here with every id and value attribute-escaped (escapeAttr)
          <div hidden dangerouslySetInnerHTML={{ __html: hiddenInputs(data.hidden) }} />
        )}
        <div id="37142846" hidden />
        {/* here, not in the shop's layout: it stays on screen (in the error colour) when a page's error boundary takes over */}
        <ProgressBar />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

const escapeAttr = (v: string) => v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The hidden inputs of spec section 1 (token, base_url, app_path, pusher key and cluster). */
function hiddenInputs(hidden: Record<string, string>): string {
  return Object.entries(hidden)
    .map(([id, value]) => `<input type="hidden" id="${escapeAttr(id)}" value="${escapeAttr(value)}">`)
    .join("");
}

/** The analytics provider's tag when a setting turns one on (off by default); page views go out per navigation. */
function Analytics({ settings, nonce }: { settings: Record<string, unknown>; nonce?: string }) {
  const config = analyticsConfig(settings);
  if (config.provider !== "google") return null;
  const boot = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag("js",new Date());gtag("config",${JSON.stringify(config.id)},{send_page_view:false});`;
  return (
    <>
      <script async src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.id)}`} nonce={nonce} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script; its only value is the analytics id, checked against GA_ID's pattern and JSON-encoded */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: boot }} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pageData } = loaderData;
  const locale = pageData.active_language.locale;
  const strings = languageStrings(locale, pageData.lang_keywords);
  const i18n = useMemo(() => createI18n(locale, strings), [locale, strings]);
  return (
    <I18nProvider i18n={i18n} words={uiStrings(locale, pageData.lang_keywords)}>
      <StoreProvider pageData={pageData}>
        <Outlet />
      </StoreProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  useNoteNavigationFailure(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-xl p-10 text-center">
      <h1 className="text-3xl font-bold">{status === 404 ? "404" : "Something went wrong"}</h1>
      <p className="mt-4 text-gray-600">
        {status === 404 ? "The page you are looking for does not exist." : "Please reload the page or try again later."}
      </p>
      <a className="mt-6 inline-block rounded bg-violet-700 px-5 py-2 text-white" href="/">
        Home
      </a>
    </main>
  );
}
