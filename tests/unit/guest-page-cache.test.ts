import { describe, expect, it } from "vitest";
import { GuestPageCache } from "../../server/guest-page-cache";

/** The guest page cache's own rules (decision 049): fresh, stale and gone; whole pages only; its size; purges. */
describe("the guest page cache itself", () => {
  const page = (body: string) => ({
    res: new Response(body, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "" } }),
    nonce: "n",
  });
  const html = (body: string) => ({ res: new Response(body, { status: 200, headers: { "Content-Type": "text/html" } }), nonce: "n" });
  const text = async (entry: { html: Buffer } | null) => entry?.html.toString();

  it("serves a page past its fresh time while one render makes it anew, and drops it after its stale window", async () => {
    let now = 0;
    const cache = new GuestPageCache({ freshSeconds: 10, staleSeconds: 40, maxBytes: 1 << 20 }, () => now);
    let renders = 0;
    const render = async () => html(`<p>${++renders}</p>`);
    const first = await cache.page("a", render);
    expect([first.state, await text(first.entry)]).toEqual(["miss", "<p>1</p>"]);
    now = 9_999;
    expect((await cache.page("a", render)).state).toBe("hit");
    now = 10_000;
    // stale: the old page now, one new render behind it (not two)
    const stale = await cache.page("a", render);
    expect([stale.state, await text(stale.entry)]).toEqual(["stale", "<p>1</p>"]);
    await cache.page("a", render);
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toBe(2);
    const renewed = await cache.page("a", render);
    expect([renewed.state, await text(renewed.entry)]).toEqual(["hit", "<p>2</p>"]);
    now = 10_000 + 50_000;
    expect((await cache.page("a", render)).state).toBe("miss");
    expect(renders).toBe(3);
  });

  it("keeps only whole pages that every visitor may see, and at most its size, least recently used first out", async () => {
    const cache = new GuestPageCache({ freshSeconds: 10, staleSeconds: 40, maxBytes: 250 });
    // a page that sets a cookie, or fails, or is neither HTML nor JSON, is answered but not kept
    expect((await cache.page("cookie", async () => page("x"))).response).toBeDefined();
    await cache.page("failed", async () => ({
      res: new Response("x", { status: 500, headers: { "Content-Type": "text/html" } }),
      nonce: "n",
    }));
    await cache.page("text", async () => ({
      res: new Response("x", { status: 200, headers: { "Content-Type": "text/plain" } }),
      nonce: "n",
    }));
    expect(cache.size.pages).toBe(0);
    const hundred = "x".repeat(100);
    await cache.page("a", async () => html(hundred));
    await cache.page("b", async () => html(hundred));
    await cache.page("a", async () => html("again"));
    await cache.page("c", async () => html(hundred));
    expect(cache.size).toEqual({ pages: 2, bytes: 200 });
    expect((await cache.page("a", async () => html("new"))).state).toBe("hit");
    expect((await cache.page("b", async () => html("new"))).state).toBe("miss");
  });

  it("a purge drops every page, and a render begun before it is not kept", async () => {
    const cache = new GuestPageCache({ freshSeconds: 10, staleSeconds: 40, maxBytes: 1 << 20 });
    await cache.page("a", async () => html("one"));
    let release = () => {};
    const slow = cache.page("b", () => new Promise((r) => (release = () => r(html("old")))));
    cache.purge();
    release();
    expect((await slow).state).toBe("miss");
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });
});
