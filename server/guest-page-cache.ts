import { createHash } from "node:crypto";
import { compress, type Encoding } from "./middleware/compression";

/** How long a guest page is fresh, how long after that it may still be served while a new one renders, and the cache's size. */
export interface PageCacheConfig {
  freshSeconds: number;
  staleSeconds: number;
  maxBytes: number;
}

export interface Entry {
  key: string;
  html: Buffer;
  headers: [string, string][];
  etag: string;
  nonce: string;
  storedAt: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/** Answers on which a page is never kept: per-request or per-visitor headers and what the cache sets itself. */
const NOT_KEPT = new Set(["set-cookie", "content-length", "content-encoding", "cache-control", "etag", "vary", "x-request-id"]);
/** A page that carries every UI string of its language (its kind's first render, app/entry.server.tsx): answered, never kept. */
const ALL_STRINGS = "x-page-strings";
/** Pages, and the catalog's JSON answers (`sharedAnswers`). */
const KEPT_TYPES = /^(text\/html|application\/json)\b/i;
/** Cached variants are compressed once, so a little harder than pages made per request (brotli 3). */
const LEVELS = { brotliQuality: 6, gzipLevel: 6 };

/**
 * The guest page cache (decision 049). A page asked for without a session cookie is the same for
 * every such visitor: the shop's default currency, the language of its URL, no cart, no account,
 * and the shared token instead of a visitor's own. Those pages are kept here by address, served
 * with `s-maxage`/`stale-while-revalidate` and an ETag so a CDN may keep them too, and dropped
 * whenever a seller or an operator changes something (`purge`, reached through the reference
 * data cache's invalidations, which Redis carries to every process).
 */
export class GuestPageCache {
  private entries = new Map<string, Entry>();
  private rendering = new Map<string, Promise<Entry | null>>();
  private bytes = 0;
  /** bumped by every purge: a render that began before one is not kept */
  private generation = 0;

  constructor(
    readonly config: PageCacheConfig,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  purge(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Drop the pages and answers at one path (`/product/blue-shirt`: its page in every language,
   * and its `.data` twin a client-side navigation asks for); the rest stay.
   */
  purgePath(path: string): void {
    this.generation++;
    // as the kept addresses spell it (a Persian slug percent-encoded); a key is base URL, path and query
    const spelt = new URL(path, "http://shop").pathname;
    for (const [key, entry] of this.entries) {
      const at = key.split("?", 1)[0];
      if (at.endsWith(spelt) || at.endsWith(`${spelt}.data`)) {
        this.entries.delete(key);
        this.bytes -= entry.bytes;
      }
    }
  }

  /** The kept page at `key` while it may be served (fresh or stale), without rendering anything. */
  peek(key: string): Entry | null {
    const found = this.entries.get(key);
    if (!found) return null;
    return this.now() - found.storedAt < (this.config.freshSeconds + this.config.staleSeconds) * 1000 ? found : null;
  }

  /** The page at `key`: from the cache, fresh or within its stale window (then rendered anew behind the answer), else rendered now. */
  async page(
    key: string,
    render: () => Promise<RenderedPage>,
    opts: { renewBehind?: boolean } = {},
  ): Promise<{ entry: Entry | null; state: "hit" | "stale" | "miss"; response?: RenderedPage }> {
    const found = this.entries.get(key);
    const age = found ? this.now() - found.storedAt : Number.POSITIVE_INFINITY;
    // an answer that can only be made once per request (a middleware's `next`) is not renewed behind the answer
    const window = opts.renewBehind === false ? this.config.freshSeconds : this.config.freshSeconds + this.config.staleSeconds;
    if (found && age < window * 1000) {
      // least recently used goes first
      this.entries.delete(key);
      this.entries.set(key, found);
      if (age >= this.config.freshSeconds * 1000 && !this.rendering.has(key)) void this.renderAndKeep(key, render).catch(() => null);
      return { entry: found, state: age < this.config.freshSeconds * 1000 ? "hit" : "stale" };
    }
    const pending = this.rendering.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return { entry, state: "hit" };
    }
    let response: RenderedPage | undefined;
    const entry = await this.renderAndKeep(key, async () => {
      response = await render();
      return response;
    });
    return entry ? { entry, state: "miss" } : { entry: null, state: "miss", response };
  }

  private renderAndKeep(key: string, render: () => Promise<RenderedPage>): Promise<Entry | null> {
    const generation = this.generation;
    const job = (async () => {
      const { res, nonce } = await render();
      if (res.status !== 200 || !KEPT_TYPES.test(res.headers.get("Content-Type") ?? "") || res.headers.has("Set-Cookie")) return null;
      if (res.headers.has(ALL_STRINGS)) return null;
      const html = Buffer.from(await res.arrayBuffer());
      const headers: [string, string][] = [];
      res.headers.forEach((value, name) => {
        if (!NOT_KEPT.has(name.toLowerCase())) headers.push([name, value]);
      });
      const entry: Entry = {
        html,
        headers,
        etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
        nonce,
        storedAt: this.now(),
        key,
        encoded: {},
        bytes: html.byteLength,
      };
      if (generation === this.generation) this.keep(key, entry);
      return entry;
    })();
    this.rendering.set(key, job);
    const done = () => {
      if (this.rendering.get(key) === job) this.rendering.delete(key);
    };
    job.then(done, done);
    return job;
  }

  private keep(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.config.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  /** The entry's body in an encoding, compressed the first time it is asked for. */
  encoded(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let body = entry.encoded[encoding];
    if (!body) {
      body = compress(entry.html, encoding, LEVELS).then((out) => {
        entry.bytes += out.byteLength;
        // counted while it is still kept (a purge may have dropped it meanwhile)
        if (this.entries.get(entry.key) === entry) {
          this.bytes += out.byteLength;
          this.evict();
        }
        return out;
      });
      entry.encoded[encoding] = body;
    }
    return body;
  }
}

/** A page as rendered, with the nonce its scripts carry (the kept page keeps the CSP that matches them). */
export interface RenderedPage {
  res: Response;
  nonce: string;
}
