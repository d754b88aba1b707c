import pg from "pg";

type QueryConfig = { text?: string; name?: string; values?: unknown[] };
const began = { command: "BEGIN", rowCount: null, oid: 0, rows: [], fields: [] };

/**
 * A PostgreSQL connection whose `begin` waits for the transaction's first statement and goes
 * with it in one message when that statement has no parameters: `begin; select
 * pg_advisory_xact_lock(…)` is one round trip instead of two (the cart's lock, domain/cart/
 * cart-owner.ts). Any other first statement (or a `commit` or `rollback`) sends the `begin` alone
 * first, as before. A connection serves one caller at a time, so the order of statements holds.
 */
export class BeginWithFirstStatement extends pg.Client {
  private beginWaiting = false;

  /**
   * The pool listens for 'error' only on its idle clients: a connection lost while checked out (a
   * transaction's, a query's) would emit it with no listener and end the process. The statement in
   * flight fails with the error anyway (and a later one with "not queryable"), and the pool drops
   * the client when it is released, so this listener has nothing more to do (decision 059).
   */
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres's overloads, passed through unchanged
  override query(config: any, values?: any, callback?: any): any {
    const text: unknown = typeof config === "string" ? config : (config as QueryConfig | undefined)?.text;
    const plain =
      typeof callback !== "function" &&
      typeof values !== "function" &&
      !(Array.isArray(values) && values.length) &&
      !(typeof config === "object" && (config?.name || config?.values?.length || typeof config?.callback === "function"));
    if (plain && text === "begin" && !this.beginWaiting) {
      this.beginWaiting = true;
      return Promise.resolve({ ...began });
    }
    if (!this.beginWaiting) return super.query(config, values, callback);
    this.beginWaiting = false;
    if (plain && typeof text === "string" && /^select\s/i.test(text)) {
      const both = typeof config === "string" ? `begin; ${text}` : { ...config, text: `begin; ${text}` };
      return (super.query(both, values) as Promise<pg.QueryResult | pg.QueryResult[]>).then((r) =>
        Array.isArray(r) ? r[r.length - 1] : r,
      );
    }
    const sent = super.query("begin") as Promise<unknown>;
    if (typeof callback === "function" || typeof values === "function") {
      sent.then(
        () => super.query(config, values, callback),
        (err: unknown) => (typeof callback === "function" ? callback : values)(err),
      );
      return undefined;
    }
    return sent.then(() => super.query(config, values));
  }
}
