import https from "node:https";
import tls from "node:tls";
import Pusher from "pusher-js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { realtimeConnection } from "../../app/lib/realtime-options";
import type { DatabaseHandle } from "../../db/client";
import { NOTIFICATION_EVENT, PUBLIC_NOTIFICATION_CHANNEL, userChannel } from "../../domain/realtime/channels";
import { SESSION_COOKIE } from "../../server/session/session";
import { signIn, signUp, tokenFor } from "../setup/accounts";
import { next, REALTIME_APP, startRealtimeShop, stateOf } from "../setup/realtime-fixture";
import { TestClient } from "../setup/test-app";
import { TEST_DATABASES } from "../setup/test-db";
import { canMakeCertificates, selfSignedCertificate, tlsTerminator } from "../setup/tls-terminator";

type Shop = Awaited<ReturnType<typeof startRealtimeShop>>;

/** A fetch over https to the terminator that trusts only the test's own certificate. */
const overTls =
  (port: number, ca: string) =>
  (url: string, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = https.request(
        { host: "127.0.0.1", port, path: url, method: init.method ?? "GET", headers: Object.fromEntries(new Headers(init.headers)), ca },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) for (const v of [value ?? []].flat()) headers.append(name, v);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers }));
          });
        },
      );
      req.on("error", reject);
      req.end(init.body as string | undefined);
    });

/**
 * Issue 36 B: the shop served over HTTPS behind a TLS-terminating proxy (deploy/nginx.conf's
 * part, done here in-process with a certificate made for the test): the page's realtime options
 * force TLS, pusher-js connects with wss:// through the proxy to the shop's own Pusher-protocol
 * server and hears what the shop publishes; the shop takes the proxy's X-Forwarded-Proto.
 */
describe.skipIf(!canMakeCertificates())("the built-in realtime server over wss:// behind a TLS proxy", () => {
  let database: DatabaseHandle;
  let shop: Shop;
  let proxy: Awaited<ReturnType<typeof tlsTerminator>>;
  let cert = "";
  const clients: Pusher[] = [];
  beforeAll(async () => {
    database = await TEST_DATABASES[0].open({ products: 5 });
    shop = await startRealtimeShop(database, { trustProxy: true });
    const made = selfSignedCertificate();
    cert = made.cert;
    proxy = await tlsTerminator(shop.port, made);
    // pusher-js (faye-websocket) takes the machine's certificate authorities: this one is added for
    // connections to the test's proxy only, as a browser would trust the shop's real certificate
    const connect = tls.connect.bind(tls) as (options: tls.ConnectionOptions, ...rest: unknown[]) => tls.TLSSocket;
    vi.spyOn(tls, "connect").mockImplementation(((options: tls.ConnectionOptions, ...rest: unknown[]) =>
      connect(Number(options?.port) === proxy.port ? { ...options, ca: cert } : options, ...rest)) as typeof tls.connect);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await proxy?.close();
    await shop?.close();
    await database?.close();
  });

  /** The page's own pusher-js options for a page at https://127.0.0.1:{proxy} (app/lib/realtime-options.ts). */
  const pageOptions = () =>
    realtimeConnection(
      { cluster: "mt1", builtIn: true, outsideHost: null, appPath: "" },
      { protocol: "https:", hostname: "127.0.0.1", port: String(proxy.port) },
    );

  it("a page on https connects with wss:// through the proxy and hears what the shop publishes", async () => {
    const options = pageOptions();
    expect(options.forceTLS).toBe(true);
    const before = { ...proxy.seen };
    const pusher = new Pusher(REALTIME_APP.key, { ...options, disableStats: true });
    clients.push(pusher);
    await stateOf(pusher, "connected", 10_000);
    // the connection went through the proxy's TLS, as an upgrade it passed on
    expect(proxy.seen.upgrades).toBe(before.upgrades + 1);
    expect(proxy.seen.tlsSessions).toBeGreaterThan(before.tlsSessions);
    expect(shop.connections()).toBeGreaterThan(0);
    const channel = pusher.subscribe(PUBLIC_NOTIFICATION_CHANNEL);
    await next(channel, "pusher:subscription_succeeded");
    const heard = next<{ message: string }>(channel, NOTIFICATION_EVENT);
    await shop.hub.publish({ channels: [PUBLIC_NOTIFICATION_CHANNEL], event: NOTIFICATION_EVENT, data: { message: "Over TLS!" } });
    expect(await heard).toEqual({ message: "Over TLS!" });
  });

  it("a shopper signed in over https gets a Secure cookie and their private channel authorised through the proxy", async () => {
    const me = await signUp(shop.app);
    const browser = new TestClient({ request: overTls(proxy.port, cert) });
    await browser.start(tokenFor);
    const signed = await signIn(browser, me.email, me.password);
    expect(signed.status).toBe(200);
    // the shop trusts the proxy's X-Forwarded-Proto (TRUST_PROXY=1): the session's cookie is Secure
    const secureSession = (res: Response) =>
      res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`) && /;\s*Secure/i.test(c));
    expect(secureSession(signed.res)).toBe(true);
    // the same sign-in straight to the shop over plain http: not Secure
    const direct = shop.httpClient();
    await direct.start(tokenFor);
    const plain = await signIn(direct, me.email, me.password);
    expect(plain.status).toBe(200);
    expect(plain.res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    expect(secureSession(plain.res)).toBe(false);

    const authorize = (params: { socketId: string; channelName: string }, callback: (err: Error | null, data: unknown) => void) => {
      browser
        .request("/pusher/auth", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ socket_id: params.socketId, channel_name: params.channelName }).toString(),
        })
        .then(async (res) => (res.ok ? callback(null, await res.json()) : callback(new Error(`status ${res.status}`), null)))
        .catch((err: Error) => callback(err, null));
    };
    const pusher = new Pusher(REALTIME_APP.key, {
      ...pageOptions(),
      disableStats: true,
      channelAuthorization: { endpoint: "/pusher/auth", transport: "ajax", customHandler: authorize as never },
    });
    clients.push(pusher);
    await stateOf(pusher, "connected", 10_000);
    const mine = pusher.subscribe(userChannel(me.userId));
    await next(mine, "pusher:subscription_succeeded");
    const heard = next<{ title: string }>(mine, NOTIFICATION_EVENT);
    await shop.hub.publish({ channels: [userChannel(me.userId)], event: NOTIFICATION_EVENT, data: { title: "Shipped" } });
    expect(await heard).toEqual({ title: "Shipped" });
  });
});
