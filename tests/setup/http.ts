/** What a test sends requests to: the app itself (a guest without cookies) or a TestClient (a session's cookie and token). */
type Answerer = { request(url: string, init?: RequestInit): Response | Promise<Response> };

/**
 * The tests' one JSON call: a GET, or a POST of `json` when it is given, to the app or through a
 * client; answers the status and the parsed body (as loose as `res.json()`'s: the checks say what
 * its shape must be, as JsonAnswer's comment explains), or as `Body` says.
 */
export async function call<Body = Awaited<ReturnType<Response["json"]>>>(
  to: Answerer,
  url: string,
  json?: unknown,
): Promise<{ status: number; body: Body }> {
  const res = await to.request(
    url,
    json === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
  );
  return { status: res.status, body: await res.json() };
}
