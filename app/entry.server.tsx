import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { NonceContext } from "./lib/nonce";

/**
 * Buffered rendering: pages here have their data before rendering, and renderToString costs
 * about a third of the CPU of streaming (docs/performance.md).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext?.nonce;
  const html = renderToString(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
  );
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return new Response("<!DOCTYPE html>" + html, { status, headers });
}
