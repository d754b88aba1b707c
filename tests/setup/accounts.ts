import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox, sessions, users } from "../../db/schema";
import { hashId, Session } from "../../server/session/session";
import { type makeTestApp, TestClient, testBackground } from "./test-app";

/** The session secret makeTestApp uses, and the page token for a session id. */
export const SECRET = "test-secret-test-secret-test-secret-0123";
export const tokenFor = (id: string) => new Session(id, null, {}, false, false, SECRET).csrfToken;

export type TestApp = Awaited<ReturnType<typeof makeTestApp>>["app"];

let seq = 0;

/** An e-mail no other test uses (the suites share one database per run). */
export function uniqueEmail(tag = "user"): string {
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${++seq}@test.example`;
}

/** A client address no other client uses, so the per-address rate limits never couple two tests. */
export function uniqueAddress(): string {
  seq += 1;
  return `10.${(process.pid >> 8) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
}

/** The app as seen from one client address (what the Node server reads from the socket). */
export function fromAddress(app: TestApp, remoteAddress: string) {
  return { request: (url: string, init?: RequestInit) => app.request(url, init, { incoming: { socket: { remoteAddress } } }) };
}

/** A fresh guest with a session cookie and its page token, at its own client address unless one is given. */
export async function guest(app: TestApp, address = uniqueAddress()): Promise<TestClient> {
  const client = new TestClient(fromAddress(app, address));
  await client.start(tokenFor);
  return client;
}

export const cookieId = (client: TestClient) => client.cookie.split("; ")[0].split("=")[1];
export const sessionHash = (client: TestClient) => hashId(cookieId(client));

/** A client carrying someone else's cookie (a stolen or replayed one); it sends no token. */
export function replay(app: TestApp, cookie: string): TestClient {
  const client = new TestClient(fromAddress(app, uniqueAddress()));
  client.cookie = cookie;
  return client;
}

export const PASSWORD = "correct-horse-42";

/** Register a fresh customer through the API; the client is signed in and holds the new token. */
export async function signUp(app: TestApp, fields: Record<string, unknown> = {}) {
  const client = await guest(app);
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const password = (fields.password as string | undefined) ?? PASSWORD;
  const res = await client.request("/register", {
    method: "POST",
    json: { first_name: "Test", last_name: "User", email, password, password_confirmation: password, ...fields },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  client.token = body.token;
  return { client, email, password, userId: body.user.id as number, body };
}

/** Sign a client in; on success it takes the answered token as the page does. */
export async function signIn(client: TestClient, email: string, password: string, remember = false) {
  const res = await client.request("/login", { method: "POST", json: { email, password, remember } });
  const body = await res.json();
  if (res.status === 200) client.token = body.token;
  return { res, status: res.status, body };
}

/** Whether a state-changing call sent with this token passes the CSRF check (it chooses English, which changes nothing else). */
export async function acceptsToken(client: TestClient, token: string): Promise<boolean> {
  const res = await client.request("/change/locale/en", { headers: { "csrf-token": token, authorization: token }, noToken: true });
  return res.status !== 419;
}

export async function signedInUser(client: TestClient): Promise<{ id: number; email: string } | null> {
  const res = await client.request("/home/check-auth");
  return (await res.json()).user;
}

export async function userRow(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function sessionRow(db: Database, client: TestClient) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sessionHash(client)));
  return row;
}

/** The mails to an address, once the mail still being sent after its answer is out. */
export async function mailsTo(db: Database, to: string) {
  await testBackground.idle();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
}

/** A language file as the other engineer keeps it (read when the test runs). */
export function localeStrings(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(path.resolve("kernel/i18n/locales", `${locale}.json`), "utf8"));
}

/** A UI string with its {{placeholders}} filled. */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
