import { toast } from "sonner";
import { pageString } from "../i18n/ui-strings";
import { callSignal, clientErrorOf, clientErrorText, unsupportedProtocolOf } from "./client-errors";
import { realtimeSocketId } from "./realtime-socket";

const errorTitle = () => pageString("toast_error", "Error");

/** The page's token from the hidden #token input (the spec: raw, no Bearer prefix). */
export function pageToken(): string {
  return (document.getElementById("token") as HTMLInputElement | null)?.value ?? "";
}

export function setPageToken(token: string): void {
  const input = document.getElementById("token") as HTMLInputElement | null;
  if (input) input.value = token;
}

function baseUrl(): string {
  return (document.getElementById("base_url") as HTMLInputElement | null)?.value ?? "";
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** A failed call as a form shows it: the first message of each field (a 422), else the error under `form`; null for other errors. */
export function formErrorsOf(err: unknown): Record<string, string> | null {
  if (!(err instanceof ApiError)) return null;
  const body = err.body as { error?: unknown; errors?: Record<string, string[]> };
  // a rule about the whole request (wrong password, a coupon that does not apply) names a field
  // for other clients too, but this shop's forms show it above the form, as before
  if (typeof body.error === "string" || !body.errors) return { form: err.message };
  return Object.fromEntries(Object.entries(body.errors).map(([k, v]) => [k, v[0]]));
}

/**
 * The headers every call to the server carries (spec §7): X-Requested-With, and the page's token
 * as CSRF-TOKEN and Authorization, read when the call goes out. The calls made outside `api` (the
 * search suggestions, the realtime channel's authorisation) send these too.
 */
export function callHeaders(): Record<string, string> {
  const token = pageToken();
  return { "X-Requested-With": "XMLHttpRequest", "CSRF-TOKEN": token, Authorization: token };
}

/**
 * Every call to the server: base URL, X-Requested-With, CSRF-TOKEN and Authorization headers.
 * A 422 shows one error toast per field (its first message); other errors one error toast,
 * unless `quiet` (the product-view call fails silently, as the spec says). A call that gets no
 * answer throws a ClientError (app/lib/client-errors.ts): the network, `signal` aborting it,
 * `timeoutMs` running out, or a URL that is not http(s).
 */
export async function api<T = Record<string, unknown>>(
  path: string,
  opts: {
    method?: "GET" | "POST";
    body?: unknown;
    quiet?: boolean;
    errorToast?: "error" | "info";
    beforeHeld?: boolean;
    signal?: AbortSignal;
    timeoutMs?: number;
  } = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && opts.body instanceof FormData;
  const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
  // the token is read when the call goes out: a shared page's own token may arrive meanwhile (holdCalls)
  const send = () => {
    const headers: Record<string, string> = { ...callHeaders(), Accept: "application/json" };
    const socketId = realtimeSocketId();
    if (socketId) headers["X-Socket-Id"] = socketId;
    if (opts.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    const url = `${baseUrl()}/${path.replace(/^\//, "")}`;
    const refused = unsupportedProtocolOf(url, window.location.href);
    if (refused) return Promise.reject(refused);
    const signal = callSignal(opts.signal, opts.timeoutMs);
    return fetch(url, { method: opts.method ?? "GET", headers, body, credentials: "same-origin", signal });
  };
  let res: Response;
  try {
    if (!opts.beforeHeld) await held;
    res = await (opts.method === "POST" ? inTurn(send) : send());
  } catch (err) {
    const failed = clientErrorOf(err, opts.timeoutMs);
    if (!opts.quiet) toast.error(errorTitle(), { description: failed.message });
    throw failed;
  }
  const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (res.ok && !answer.error) return answer as T;
  if (!opts.quiet) showErrors(res.status, answer, opts.errorToast ?? "error");
  throw new ApiError(String(answer.error ?? answer.message ?? clientErrorText("status", { status: res.status })), res.status, answer);
}

/** What every call waits for first: a shared page's own parts and token (app/lib/visitor-parts.ts, decision 054). */
let held: Promise<unknown> = Promise.resolve();
export function holdCalls(until: Promise<unknown>): void {
  held = until;
}

/**
 * Until an answer says this visitor's session is stored, the page's state-changing calls go one
 * after another (decision 049). A page without a session (a shared guest page) starts one with
 * its first call that stores something (a cart line); a second call sent before that answer came
 * back would start another, and the browser would keep only the last cookie: what the first one
 * stored would be lost. Calls that store nothing (the page-view count) start no session, so it is
 * the server's `X-Session: stored` (server/middleware/session.ts) that ends the waiting.
 */
let sessionStored = false;
let writes: Promise<unknown> = Promise.resolve();
function inTurn(send: () => Promise<Response>): Promise<Response> {
  if (sessionStored) return send();
  const turn = writes.then(send);
  writes = turn.then(
    (res) => {
      if (res.headers.get("X-Session") === "stored") sessionStored = true;
    },
    () => {},
  );
  return turn;
}

function showErrors(status: number, body: Record<string, unknown>, kind: "error" | "info") {
  if (status === 422 && body.errors && typeof body.errors === "object") {
    for (const messages of Object.values(body.errors as Record<string, string[]>)) toast.error(errorTitle(), { description: messages[0] });
    return;
  }
  const message = String(body.error ?? body.message ?? clientErrorText("status", { status }));
  if (kind === "info") toast.info(message);
  else toast.error(errorTitle(), { description: message });
}
