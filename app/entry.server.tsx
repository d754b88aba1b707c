import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./lib/nonce";

const ABORT_AFTER_MS = 10_000;

/**
 * Buffered rendering: the whole document is rendered before the first byte goes out (pages
 * here have their data before rendering), then sent with its length. React Router's loader
 * data reaches the browser through a Suspense boundary (StreamTransfer), so the renderer must
 * wait for it: `renderToString` would leave the page unhydrated (docs/decisions/002).
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let failed: unknown = null;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on("data", (c: Buffer) => chunks.push(c));
          sink.on("end", () => {
            headers.set("Content-Type", "text/html; charset=utf-8");
            if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
            resolve(new Response(Buffer.concat(chunks), { status: failed ? 500 : status, headers }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          failed = error;
          console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_AFTER_MS).unref();
  });
}
