import { forgetGuestData } from "../../domain/accounts/forget-guest-data";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";

export const SESSION_COOKIE = "bazaar_session";
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

/**
 * A visitor's session. The cookie carries a random id; the database keeps its SHA-256.
 * The CSRF token is an HMAC of the id, so a guest needs no row until something is stored.
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

  get csrfToken(): string {
    return createHmac("sha256", this.secret).update(`csrf:${this.idHash}`).digest("base64url");
  }

  get<K extends keyof SessionData>(key: K): SessionData[K] {
    return this.data[key];
  }

  set<K extends keyof SessionData>(key: K, value: SessionData[K]): void {
    this.data = { ...this.data, [key]: value };
    this.dirty = true;
  }

  /** A new id keeping the data (sign-in) or dropping it (sign-out): a fresh CSRF token too. */
  regenerate(opts: { userId: number | null; keepData: boolean; remember?: boolean }): void {
    this.rotatedFrom = this.rotatedFrom ?? this.idHash;
    this.id = newSessionId();
    this.userId = opts.userId;
    this.remember = opts.remember ?? false;
    if (!opts.keepData) this.data = { locale: this.data.locale, currency: this.data.currency };
    this.dirty = true;
  }

  verifyCsrf(token: string | undefined | null): boolean {
    if (!token) return false;
    const a = Buffer.from(token);
    const b = Buffer.from(this.csrfToken);
    return a.length === b.length && timingSafeEqual(a, b);
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

/** Reads and writes session rows. */
export class SessionStore {
  constructor(
    private readonly db: () => Database,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async load(cookieId: string | undefined): Promise<Session> {
    if (!isWellFormedId(cookieId)) return new Session(newSessionId(), null, {}, true, false, this.secret);
    const [found] = await this.db()
      .select({ row: sessions, userStatus: users.status })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, hashId(cookieId)), gt(sessions.expiresAt, this.now())))
      .limit(1);
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
