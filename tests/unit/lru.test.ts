import { describe, expect, it } from "vitest";
import { ByteBoundedLru } from "../../kernel/lru";

describe("byte-bounded LRU", () => {
  it("drops the least recently used entry past maxEntries; get marks use, peek does not", () => {
    const evicted: string[] = [];
    const lru = new ByteBoundedLru<string, number>({ maxEntries: 2, onEvict: (k) => evicted.push(k) });
    lru.set("a", 1).set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recent
    lru.set("c", 3);
    expect([...lru.keys()]).toEqual(["a", "c"]);
    expect(lru.peek("a")).toBe(1);
    lru.set("d", 4); // a was only peeked: it goes
    expect([...lru.keys()]).toEqual(["c", "d"]);
    expect(evicted).toEqual(["b", "a"]);
  });

  it("keeps the bytes under maxBytes, replaces an entry's weight, refuses one larger than the bound", () => {
    const lru = new ByteBoundedLru<string, string>({ maxEntries: 100, maxBytes: 10, sizeOf: (v) => v.length });
    lru.set("a", "xxxx").set("b", "yyyy");
    expect(lru.bytes).toBe(8);
    lru.set("a", "xx"); // replaced: 2 + 4
    expect(lru.bytes).toBe(6);
    lru.set("c", "zzzzzz"); // 12 > 10: the oldest (b) goes
    expect([...lru.keys()]).toEqual(["a", "c"]);
    expect(lru.bytes).toBe(8);
    lru.set("huge", "h".repeat(11));
    expect(lru.has("huge")).toBe(false);
    expect(lru.size).toBe(2);
    lru.delete("a");
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});
