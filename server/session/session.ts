import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { namedStatement } from "../../db/named-statement";
import { sessions, users } from "../../db/schema";
import { forgetGuestData } from "../../domain/accounts/forget-guest-data";

export const SESSION_COOKIE = "bazaar_session";
/**
 * A readable companion of the session cookie (no secret in it): "this browser has a session". A
 * page shared with visitors without an account (decision 054) reads it to know that it must ask
 * for its visitor's own parts (cart, compare list, token) once it is alive.
 */
export const VISITOR_COOKIE = "bazaar_visitor";
export const GUEST_SESSION_DAYS = 30;
/** A signed-in session without "remember me": its cookie ends with the browser, its row after this long idle. */
export const BROWSER_SESSION_HOURS = 12;

function lifetimeMs(session: { userId: number | null; remember: boolean }): number {
  return session.userId !== null && !session.remember ? BROWSER_SESSION_HOURS * 3_600_000 : GUEST_SESSION_DAYS * 86_400_000;
}
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface SessionData {
  locale?: string;
  currency?: string;
  [key: string]: unknown;
}

/** The session data key holding the CSRF anchor once the id has rotated (decision 018). */
export const CSRF_ANCHOR_KEY = "csrf_anchor";
/** The session data key marking a visit that began on a shared guest page and so also holds its token (decision 049). */
export const SHARED_PAGE_KEY = "shared_page";

/**
 * The token in pages shared by every visitor without a session (decision 049): one value per
 * secret, public like the page that carries it. It is accepted only from a visitor who has no
 * stored session yet, or whose session began on such a page, and like every token only from a
 * request header, which a cross-origin page cannot set.
 */
export function sharedPageToken(secret: string): string {
  return sharedPageRaw(secret).toString("base64url");
}
function sharedPageRaw(secret: string): Buffer {
  return createHmac("sha256", secret).update("csrf:shared-page").digest();
}

/**
 * A visitor's session. The cookie carries a random id; the database keeps its SHA-256.
 * The CSRF token is an HMAC of the visitor's anchor: the hash of the first id it had, kept in
 * the session data when sign-in rotates the id, so the token a page handed out before
 * sign-in still works after it; sign-out drops the anchor and so the token. A guest needs
 * no row until something is stored. Each page gets the token masked with fresh random bytes
 * (BREACH); any masking of the right token verifies.
 */
export class Session {
  dirty = false;
  /** set when the id changed (sign-in, sign-out): the old row is dropped and a new cookie sent */
  rotatedFrom: string | null = null;
  /**
   * Loaded from a row: saving it only updates that row. A row deleted meanwhile (sign-out
   * elsewhere, a password reset or change) stays deleted, whatever this request changed.
   */
  fromRow = false;
  /**
   * This answer is a page shared by every visitor without a session (the guest page cache,
   * decision 049): it carries the shared token and sends no cookie unless something was stored.
   */
  sharedPage = false;

  constructor(
    public id: string,
    public userId: number | null,
    public data: SessionData,
    public isNew: boolean,
    public remember: boolean,
    private readonly secret: string,
  ) {}

  get idHash(): string {
    return hashId(this.id);
  }

  /** What the CSRF token is bound to: the id the visitor had before any sign-in rotated it. */
  private get csrfAnchor(): string {
    const anchor = this.data[CSRF_ANCHOR_KEY];
    return typeof anchor === "string" && /^[0-9a-f]{64}$/.test(anchor) ? anchor : this.idHash;
  }

  /** The unmasked token (32 bytes). */
  private rawCsrf(): Buffer {
    return createHmac("sha256", this.secret).update(`csrf:${this.csrfAnchor}`).digest();
  }

  /** The token to hand out: 32 random bytes, then the raw token XOR those bytes (base64url; new on every read). */
  get csrfToken(): string {
    const raw = this.rawCsrf();
    const pad = randomBytes(raw.length);
    const masked = Buffer.alloc(raw.length);
    for (let i = 0; i < raw.length; i++) masked[i] = raw[i] ^ pad[i];
    return Buffer.concat([pad, masked]).toString("base64url");
  }

  /**
   * The token a page or answer carries: this visitor's own (masked), or the shared one for a
   * visitor without a session cookie, who gets no cookie until something is stored (decision 049).
   */
  get pageToken(): string {
    if (this.isNew && !this.rotatedFrom) this.sharedPage = true;
    return this.sharedPage ? sharedPageToken(this.secret) : this.csrfToken;
  }

  /**
   * A session of no one with only a language and a currency: what a page shared by every visitor
   * without an account who chose them is rendered with (decision 054). It is never stored.
   */
  standIn(data: Pick<SessionData, "locale" | "currency">): Session {
    return new Session(newSessionId(), null, { ...data }, true, false, this.secret);
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    this.data = { ...this.data, [key]: value };
    this.dirty = true;
  }

  /**
   * A new session id. Sign-in (`userId` set) keeps the data or not (`keepData`) but always
   * keeps the CSRF anchor, so the page's token stays valid; sign-out (`userId` null) drops
   * the data and the anchor: a new token, which the logout answer hands back.
   */
  regenerate(opts: { userId: number | null; keepData: boolean; remember?: boolean }): void {
    const anchor = this.csrfAnchor;
    this.rotatedFrom = this.rotatedFrom ?? this.idHash;
    this.id = newSessionId();
    this.userId = opts.userId;
    this.remember = opts.remember ?? false;
    if (!opts.keepData) this.data = { locale: this.data.locale, currency: this.data.currency };
    const shared = this.data[SHARED_PAGE_KEY] === true || this.sharedPage;
    if (opts.userId !== null) this.data = { ...this.data, [CSRF_ANCHOR_KEY]: anchor, ...(shared ? { [SHARED_PAGE_KEY]: true } : {}) };
    else if (CSRF_ANCHOR_KEY in this.data || SHARED_PAGE_KEY in this.data) {
      this.data = { ...this.data };
      delete this.data[CSRF_ANCHOR_KEY];
      delete this.data[SHARED_PAGE_KEY];
    }
    this.dirty = true;
  }

  /**
   * Whether the shared page token passes for this session: one not stored yet, or one that began
   * on a shared page (decision 049). Only such a session is given a shared page (decision 054).
   */
  get takesSharedToken(): boolean {
    return !this.fromRow || this.data[SHARED_PAGE_KEY] === true;
  }

  /**
   * A masked token (64 bytes) or the raw one (32 bytes), compared in constant time. The shared
   * guest page's token passes for a visitor without a stored session (the session is then
   * marked once stored, so its token keeps working) and for a session so marked (decision 049).
   */
  verifyCsrf(token: string | undefined | null): boolean {
    if (!token || token.length > 128 || !/^[A-Za-z0-9_-]+$/.test(token)) return false;
    const bytes = Buffer.from(token, "base64url");
    const raw = this.rawCsrf();
    let given: Buffer;
    if (bytes.length === raw.length * 2) {
      given = Buffer.alloc(raw.length);
      for (let i = 0; i < raw.length; i++) given[i] = bytes[i] ^ bytes[i + raw.length];
    } else if (bytes.length === raw.length) given = bytes;
    else return false;
    if (timingSafeEqual(given, raw)) return true;
    const marked = this.data[SHARED_PAGE_KEY] === true;
    if (bytes.length !== raw.length || !this.takesSharedToken) return false;
    if (!timingSafeEqual(given, sharedPageRaw(this.secret))) return false;
    // not stored for this alone: the session is marked when something else stores it (the
    // session middleware), so a call that stores nothing starts no session and sends no cookie
    if (!marked) this.sharedPage = true;
    return true;
  }
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}
export function hashId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}
export function isWellFormedId(id: string | undefined): id is string {
  return !!id && ID_PATTERN.test(id);
}

/** The read every request with a session makes: built once, run by name (db/named-statement.ts). */
const sessionRead = namedStatement((db) =>
  db
    .select({ row: sessions, userStatus: users.status })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sql.placeholder("idHash")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .limit(1)
    .prepare("session_read"),
);

/** Reads and writes session rows. */
export class SessionStore {
  constructor(
    private readonly db: () => Database,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async load(cookieId: string | undefined): Promise<Session> {
    if (!isWellFormedId(cookieId)) return new Session(newSessionId(), null, {}, true, false, this.secret);
    const [found] = await sessionRead(this.db(), { idHash: hashId(cookieId), now: this.now() });
    if (!found) return new Session(cookieId, null, {}, false, false, this.secret);
    const { row, userStatus } = found;
    // An account banned (or deactivated) since it signed in is a guest from its next request on.
    const userId = row.userId !== null && userStatus === "active" ? row.userId : null;
    const session = new Session(cookieId, userId, row.data as SessionData, false, row.remember, this.secret);
    session.fromRow = true;
    if (userId !== row.userId) session.dirty = true;
    // Sliding expiry: a session past half its lifetime is written again (and so extended).
    if (+row.expiresAt - +this.now() < lifetimeMs(session) / 2) session.dirty = true;
    return session;
  }

  /**
   * Write the session's changes: a session loaded from a row only updates it (never puts back
   * a row that was deleted while this request ran); a rotated id or a guest without a row
   * yet gets a row of its own.
   */
  async save(session: Session): Promise<void> {
    if (session.rotatedFrom) await this.db().delete(sessions).where(eq(sessions.idHash, session.rotatedFrom));
    if (!session.dirty) return;
    const expiresAt = new Date(this.now().getTime() + lifetimeMs(session));
    const changes = { userId: session.userId, data: session.data, remember: session.remember, expiresAt, updatedAt: this.now() };
    if (session.fromRow && !session.rotatedFrom) {
      await this.db().update(sessions).set(changes).where(eq(sessions.idHash, session.idHash));
      return;
    }
    await this.db()
      .insert(sessions)
      .values({ idHash: session.idHash, ...changes })
      .onConflictDoUpdate({ target: sessions.idHash, set: changes });
  }

  /** Drop the rows of sessions that have expired, and what their guests kept by session (run now and then; a dead session is never loaded anyway). */
  async sweepExpired(): Promise<number> {
    const gone = await this.db().delete(sessions).where(lt(sessions.expiresAt, this.now())).returning({ idHash: sessions.idHash });
    await forgetGuestData(
      this.db(),
      gone.map((g) => g.idHash),
    );
    return gone.length;
  }
}
