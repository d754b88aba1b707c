import { describe, expect, it } from "vitest";
import { boundMemory, HEAP_GROWING_PERCENT } from "../../server/memory";

describe("process memory bounds", () => {
  it("sets V8's heap growth to the shop's default, HEAP_GROWING_PERCENT, or leaves it on a bad value", () => {
    expect(boundMemory({})).toEqual({ heapGrowingPercent: HEAP_GROWING_PERCENT });
    expect(boundMemory({ HEAP_GROWING_PERCENT: "50" })).toEqual({ heapGrowingPercent: 50 });
    expect(boundMemory({ HEAP_GROWING_PERCENT: "0" })).toEqual({ heapGrowingPercent: 0 });
    expect(boundMemory({ HEAP_GROWING_PERCENT: "lots" })).toEqual({ heapGrowingPercent: -1 });
  });
});
