import { describe, expect, it } from "vitest";
import { realtimeConnection } from "../../app/lib/realtime-options";

const builtIn = { cluster: "mt1", builtIn: true, outsideHost: null, appPath: "/shop" };
const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, port: url.port };
};

/** Issue 36 B: the page's pusher-js options force TLS (spec section 7) wherever the page is on TLS. */
describe("the realtime client's connection options", () => {
  it("a page on https reaches the shop's own server with wss:// on the page's port, or 443", () => {
    expect(realtimeConnection(builtIn, at("https://shop.example.com/shop/"))).toEqual({
      cluster: "mt1",
      wsHost: "shop.example.com",
      wsPort: 443,
      wssPort: 443,
      wsPath: "/shop",
      forceTLS: true,
      enabledTransports: ["ws", "wss"],
    });
    const proxied = realtimeConnection(builtIn, at("https://127.0.0.1:8443/shop/"));
    expect(proxied).toMatchObject({ forceTLS: true, wssPort: 8443, wsHost: "127.0.0.1" });
  });

  it("a page on plain http (a developer's machine) connects with ws:// where it came from", () => {
    expect(realtimeConnection(builtIn, at("http://localhost:3000/shop/"))).toMatchObject({
      forceTLS: false,
      wsPort: 3000,
      wsHost: "localhost",
    });
    expect(realtimeConnection(builtIn, at("http://shop.test/"))).toMatchObject({ forceTLS: false, wsPort: 80 });
  });

  it("an outside service is always reached over TLS, by its host or Pusher's cluster, whatever the page", () => {
    const outside = { ...builtIn, builtIn: false, cluster: "eu" };
    expect(realtimeConnection({ ...outside, outsideHost: "ws.example.net" }, at("http://localhost:3000/"))).toEqual({
      cluster: "eu",
      wsHost: "ws.example.net",
      forceTLS: true,
    });
    expect(realtimeConnection(outside, at("https://shop.example.com/"))).toEqual({ cluster: "eu", forceTLS: true });
  });
});
