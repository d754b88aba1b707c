import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isUnavailable, RETRY_AFTER_SECONDS } from "../kernel/unavailable";
import { learnStrings, notingStrings, pageKind, setLanguageFile } from "./i18n/ui-strings";
import { hydrateAfterLoad } from "./lib/hydrate-after-load";
import { NonceContext } from "./lib/nonce";

const ABORT_AFTER_MS = 10_000;
/**
 * Set on a page that carries every UI string of its language (the first render of its kind, before
 * its strings were learned: decision 009); the guest page cache keeps no such page (decision 049).
 */
const ALL_STRINGS_HEADER = "X-Page-Strings";
/** React's mark for a Suspense boundary the server gave up on (left for the client to render). */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * Buffered rendering (docs/decisions/002 and 009). React Router's loader data reaches the
 * browser through `StreamTransfer`, a Suspense boundary reading the turbo-stream of the data.
 * We read that stream to its end first and hand the chunks to StreamTransfer's cache, so it no
 * longer suspends and the cheaper `renderToString` renders the whole document, markup
 * identical to the streamed one. Should anything still suspend (a lazy component), the page
 * is rendered again the streamed way, waiting for `onAllReady`.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // a loader failed because the database is out of reach: the error page, as 503 (decision 059)
  if (status >= 500 && unavailable.has(request)) {
    status = 503;
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  const nonce = loadContext?.nonce;
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  // the server renders with every string of the language (the page data carries fewer: decision 009)
  if (loadContext?.languageFile) setLanguageFile(loadContext.locale, loadContext.languageFile);
  if (carriesEveryString(routerContext, loadContext)) headers.set(ALL_STRINGS_HEADER, "all");
  if (await readHandoffAhead(routerContext)) {
    const [html, used] = notingStrings(() => renderToString(app));
    if (loadContext && status < 400) learnStrings(pageKind(new URL(request.url).pathname, loadContext.appPath), loadContext.locale, used);
    // bytes, not a string: middleware that sets headers afterwards makes the Response anew, and
    // a string body is then first scanned for lone surrogates (undici's toUSVString)
    if (!html.includes(CLIENT_RENDERED_BOUNDARY))
      return new Response(Buffer.from(`<!DOCTYPE html>${hydrateAfterLoad(html, nonce)}`), { status, headers });
    // rendered again below; StreamTransfer still answers from the cache filled above
  }
  return renderBuffered(app, status, headers, nonce);
}

/** The root loader's `lang_keywords` is the whole language file: this kind of page was not rendered before. */
function carriesEveryString(context: EntryContext, loadContext: AppLoadContext | undefined): boolean {
  const root = context.staticHandlerContext.loaderData?.root as { pageData?: { lang_keywords?: object } } | undefined;
  const strings = root?.pageData?.lang_keywords;
  return !!strings && !!loadContext?.languageFile && keyCount(strings) >= keyCount(loadContext.languageFile);
}

/** Keys of a strings object, counted once per object: the language file and each kind's subset are kept and reused. */
const keyCounts = new WeakMap<object, number>();
function keyCount(strings: object): number {
  const known = keyCounts.get(strings);
  if (known !== undefined) return known;
  const count = Object.keys(strings).length;
  keyCounts.set(strings, count);
  return count;
}

/**
 * Read React Router's turbo-stream of the loader data to its end and put each chunk where
 * `StreamTransfer` looks for it (`renderMeta.streamCache`, one entry per chunk, the last
 * one `done`). False when the context has no such stream (nothing to do then either way).
 */
async function readHandoffAhead(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return false;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const cache: NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]> = {};
  for (let i = 0; ; i++) {
    const chunk = await reader.read();
    // StreamTransfer takes an entry with its result as settled (a promise it would otherwise wait on)
    cache[i] = Object.assign(Promise.resolve(), { result: { done: chunk.done, value: decoder.decode(chunk.value, { stream: true }) } });
    if (chunk.done) break;
  }
  reader.releaseLock(); // ServerRouter takes a reader of its own (and never reads: the cache answers)
  context.renderMeta.streamCache = cache;
  return true;
}

function renderBuffered(app: React.ReactElement, status: number, headers: Headers, nonce: string | undefined) {
  return new Promise<Response>((resolve, reject) => {
    let failed: unknown = null;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (c: Buffer) => chunks.push(c));
        sink.on("end", () => {
          const html = hydrateAfterLoad(Buffer.concat(chunks).toString("utf8"), nonce);
          resolve(new Response(Buffer.from(html), { status: failed ? 500 : status, headers }));
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed = error;
        console.error(error);
      },
    });
    setTimeout(abort, ABORT_AFTER_MS).unref();
  });
}

/** The requests a loader of failed for want of the database (or Redis), marked by handleError before the render. */
const unavailable = new WeakSet<Request>();

/**
 * React Router's report of a loader's or a render's error: logged as its default does, except that
 * an unreachable database is one line, and its request is marked for a 503 (decision 059).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isUnavailable(error)) {
    unavailable.add(request);
    let cause = error as { cause?: unknown; message?: string };
    while (cause.cause && typeof cause.cause === "object") cause = cause.cause as typeof cause;
    console.error(`page ${new URL(request.url).pathname}: the database cannot be reached (${cause.message})`);
    return;
  }
  console.error(isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error);
};
