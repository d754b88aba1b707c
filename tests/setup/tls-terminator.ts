import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/** Whether this machine can make a certificate (the openssl command). */
export function canMakeCertificates(): boolean {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A self-signed certificate for 127.0.0.1, made now with openssl (a day long, nothing kept). */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ].concat(["-keyout", key, "-out", cert]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8") };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A TLS-terminating proxy in front of a plain HTTP shop on 127.0.0.1, as deploy/nginx.conf is:
 * requests and WebSocket upgrades are passed on with X-Forwarded-Proto https, X-Forwarded-For
 * and X-Forwarded-Host, the Upgrade and Connection headers kept. Counts what it passed on.
 */
export async function tlsTerminator(upstreamPort: number, tls: { key: string; cert: string }) {
  const seen = { requests: 0, upgrades: 0, tlsSessions: 0 };
  const forwarded = (req: http.IncomingMessage) => ({
    ...req.headers,
    "x-forwarded-proto": "https",
    "x-forwarded-host": req.headers.host ?? "",
    "x-forwarded-for": req.socket.remoteAddress ?? "",
  });
  const server = https.createServer(tls, (req, res) => {
    seen.requests++;
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, method: req.method, path: req.url, headers: forwarded(req) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on("secureConnection", () => seen.tlsSessions++);
  server.on("upgrade", (req, socket, head) => {
    seen.upgrades++;
    const upstream = net.connect(upstreamPort, "127.0.0.1", () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(forwarded(req)))
        for (const v of [value].flat()) if (v !== undefined) lines.push(`${name}: ${v}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on("error", end);
    socket.on("error", end);
    upstream.on("close", end);
    socket.on("close", end);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
