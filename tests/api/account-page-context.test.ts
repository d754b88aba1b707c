import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { pageContext } from "../../server/page-context";
import { fromAddress, signUp, type TestApp } from "../setup/accounts";
import { makeTestApp, testBackground } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

/**
 * The account area of the page loaders' context, without a build: a stand-in page handler
 * answers with what a loader would get. The dev mailbox (`/dev/mailbox`) shows everyone's
 * mail, so only when switched on and only to this machine; sign-in pages send a signed-in
 * visitor on to a local path only.
 */
describeOnDatabases("account page context", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let proxied: TestApp;
  let services: Awaited<ReturnType<typeof makeTestApp>>["services"];

  const mailboxPage = (s: Awaited<ReturnType<typeof makeTestApp>>["services"]) => async (c: Parameters<typeof pageContext>[0]) => {
    const context = await pageContext(c, s);
    if (c.req.path === "/guest-only") {
      try {
        context.account.guestOnly(c.req.query("to") ?? "");
        return Response.json({ guest: true });
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    }
    try {
      return Response.json(await context.account.mailbox());
    } catch (thrown) {
      // a verb's domain error comes as the router's answer, `data(…, { status })` (decision 060)
      const answer = thrown as { type?: string; data?: unknown; init?: ResponseInit | null };
      if (answer?.type === "DataWithResponseInit") return Response.json(answer.data, answer.init ?? undefined);
      throw thrown;
    }
  };

  beforeAll(async () => {
    database = on.database;
    ({ app, services } = await makeTestApp(database, { pageHandler: mailboxPage }));
    ({ app: proxied } = await makeTestApp(database, { seed: false, trustProxy: true, pageHandler: mailboxPage }));
  });

  const status = async (
    client: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
    headers: Record<string, string> = {},
  ) => (await client.request("/dev/mailbox", { headers })).status;

  it("shows the outbox to this machine (loopback or in-process) when switched on", async () => {
    const { email } = await signUp(app);
    await testBackground.idle(); // the welcome mail is queued: out once the queue is worked
    const res = await fromAddress(app, "127.0.0.1").request("/dev/mailbox");
    expect(res.status).toBe(200);
    expect((await res.json()).some((m: { to: string }) => m.to === email)).toBe(true);
    expect(await status(fromAddress(app, "::1"))).toBe(200);
    expect(await status(app)).toBe(200);
  });

  it("is not found for any other client, whatever X-Forwarded-For says without a trusted proxy", async () => {
    for (const address of ["203.0.113.9", "10.0.0.5", "::ffff:192.168.0.3"]) {
      expect(await status(fromAddress(app, address)), address).toBe(404);
      expect(await status(fromAddress(app, address), { "x-forwarded-for": "127.0.0.1" }), address).toBe(404);
    }
  });

  it("behind a trusted proxy on this machine, the forwarded client decides", async () => {
    const proxy = fromAddress(proxied, "127.0.0.1");
    expect(await status(proxy, { "x-forwarded-for": "203.0.113.9" })).toBe(404);
    expect(await status(proxy, { "x-forwarded-for": "127.0.0.1, 203.0.113.9" })).toBe(404);
    expect(await status(proxy, { "x-forwarded-for": "203.0.113.9, 127.0.0.1" })).toBe(200);
  });

  it("is not found for anyone when switched off", async () => {
    services.env.devMailbox = false;
    try {
      expect(await status(fromAddress(app, "127.0.0.1"))).toBe(404);
      expect(await status(app)).toBe(404);
    } finally {
      services.env.devMailbox = true;
    }
  });
  it("sends a signed-in visitor away from sign-in pages to a local path only", async () => {
    const { client } = await signUp(app);
    for (const [to, location] of [
      ["/user/addresses?tab=2#top", "/user/addresses?tab=2#top"],
      ["/\t/evil.example", "/user/dashboard"],
      ["/\\evil.example", "/user/dashboard"],
      ["//evil.example", "/user/dashboard"],
      ["https://evil.example", "/user/dashboard"],
    ]) {
      const res = await client.request(`/guest-only?to=${encodeURIComponent(to)}`);
      expect(res.status, JSON.stringify(to)).toBe(302);
      expect(res.headers.get("location"), JSON.stringify(to)).toBe(location);
    }
    expect(await (await app.request("/guest-only?to=%2F%2Fevil.example")).json()).toEqual({ guest: true });
  });
});
