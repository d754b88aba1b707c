import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, isLoopbackClient } from "../../server/http/account-session";

/** The client address the limits count and the dev mailbox checks: the socket's, or the trusted proxy's last X-Forwarded-For entry. */
describe("client address", () => {
  const app = (trust: boolean) => {
    const a = new Hono();
    a.get("/", (c) => c.json({ address: clientAddress(c, trust), loopback: isLoopbackClient(c, trust) }));
    return a;
  };
  const ask = async (trust: boolean, remoteAddress: string | null, forwarded?: string) => {
    const res = await app(trust).request(
      "/",
      { headers: forwarded ? { "x-forwarded-for": forwarded } : {} },
      remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined,
    );
    return (await res.json()) as { address: string; loopback: boolean };
  };

  it("behind a trusted proxy takes the entry the proxy appended (the last), not what the client wrote", async () => {
    expect((await ask(true, "10.0.0.1", "6.6.6.6, 203.0.113.7")).address).toBe("203.0.113.7");
    expect((await ask(true, "10.0.0.1", " 203.0.113.7 ")).address).toBe("203.0.113.7");
    expect((await ask(true, "10.0.0.1", "1.1.1.1, 2.2.2.2,")).address).toBe("2.2.2.2");
    expect((await ask(true, "10.0.0.1")).address).toBe("10.0.0.1");
  });

  it("without a trusted proxy ignores X-Forwarded-For", async () => {
    expect((await ask(false, "198.51.100.4", "127.0.0.1")).address).toBe("198.51.100.4");
    expect((await ask(false, "198.51.100.4", "127.0.0.1")).loopback).toBe(false);
  });

  it("counts 127.0.0.0/8, ::1 and in-process requests as this machine, nothing else", async () => {
    for (const local of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])
      expect((await ask(false, local)).loopback, local).toBe(true);
    expect((await ask(false, null)).loopback).toBe(true);
    for (const remote of ["10.0.0.1", "192.168.1.2", "::ffff:10.0.0.1", "fe80::1", "1270.0.0.1", "128.0.0.1"])
      expect((await ask(false, remote)).loopback, remote).toBe(false);
    // behind a proxy on this machine, the forwarded client decides
    expect((await ask(true, "127.0.0.1", "203.0.113.7")).loopback).toBe(false);
    expect((await ask(true, "127.0.0.1", "203.0.113.7, 127.0.0.1")).loopback).toBe(true);
  });
});
