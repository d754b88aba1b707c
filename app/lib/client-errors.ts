import { pageString } from "../i18n/ui-strings";

/**
 * The spec's generic client errors (section 8): what a call to the server can end in before (or
 * instead of) an answer worth reading. Each has its language-file key and the English wording the
 * reference client shows (axios's), `{{name}}` filled from the error's details.
 */
export const CLIENT_ERRORS = {
  network: { key: "network_error", english: "Network Error" },
  aborted: { key: "request_aborted", english: "Request aborted" },
  timeout: { key: "timeout_exceeded", english: "timeout of {{ms}}ms exceeded" },
  status: { key: "request_failed", english: "Request failed with status code {{status}}" },
  protocol: { key: "unsupported_protocol", english: "Unsupported protocol {{protocol}}" },
} as const;

export type ClientErrorKind = keyof typeof CLIENT_ERRORS;

/** A client error's words in the page's language. */
export function clientErrorText(kind: ClientErrorKind, params: Record<string, string | number> = {}): string {
  const { key, english } = CLIENT_ERRORS[kind];
  return pageString(key, english, params);
}

/** A call that ended without an answer (or was never sent): its kind, and its words as the message. */
export class ClientError extends Error {
  constructor(
    readonly kind: ClientErrorKind,
    readonly params: Record<string, string | number> = {},
    options?: { cause?: unknown },
  ) {
    super(clientErrorText(kind, params), options);
    this.name = "ClientError";
  }
}

/**
 * What a `fetch` that threw means: the time limit ran out (a TimeoutError, from
 * `AbortSignal.timeout`), the caller aborted it (an AbortError), otherwise the network failed.
 */
export function clientErrorOf(err: unknown, timeoutMs = 0): ClientError {
  if (err instanceof ClientError) return err;
  const name = (err as { name?: unknown } | null)?.name;
  if (name === "TimeoutError") return new ClientError("timeout", { ms: timeoutMs }, { cause: err });
  if (name === "AbortError") return new ClientError("aborted", {}, { cause: err });
  return new ClientError("network", {}, { cause: err });
}

/** A URL fetch cannot ask for this shop (anything but http and https, e.g. `file:`): its error; null when it can. */
export function unsupportedProtocolOf(url: string, base: string): ClientError | null {
  let protocol: string;
  try {
    protocol = new URL(url, base).protocol;
  } catch {
    protocol = `${url.split(":")[0]}:`;
  }
  return protocol === "http:" || protocol === "https:" ? null : new ClientError("protocol", { protocol });
}

/**
 * The signal a call goes out with: the caller's (to abort it) and, with a time limit, one that
 * ends it after that many milliseconds; undefined when there is neither.
 */
export function callSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  const limit = timeoutMs && timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  if (signal && limit) return AbortSignal.any([signal, limit]);
  return signal ?? limit;
}
