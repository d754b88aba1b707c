import { describe, expect, it } from "vitest";
import { applyUnlessCancelled } from "../../app/lib/unless-cancelled";

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The address form's state and city lists: a slow answer for an earlier country never overwrites the current one. */
describe("applyUnlessCancelled", () => {
  it("drops the answer of a load cancelled before it came, keeps the current one", async () => {
    const applied: string[] = [];
    const first = deferred<string>();
    const second = deferred<string>();
    const cancelFirst = applyUnlessCancelled(
      () => first.promise,
      (v) => applied.push(v),
    );
    cancelFirst(); // the country changed
    applyUnlessCancelled(
      () => second.promise,
      (v) => applied.push(v),
    );
    second.resolve("states of the second country");
    first.resolve("states of the first country"); // comes last
    await Promise.all([first.promise, second.promise]);
    await new Promise((r) => setTimeout(r, 0));
    expect(applied).toEqual(["states of the second country"]);
  });

  it("applies nothing when the load fails", async () => {
    const applied: string[] = [];
    const load = deferred<string>();
    applyUnlessCancelled(
      () => load.promise,
      (v) => applied.push(v),
    );
    load.reject(new Error("offline"));
    await new Promise((r) => setTimeout(r, 0));
    expect(applied).toEqual([]);
  });
});
