import { describe, expect, it } from "vitest";
import { starPercentages } from "../../domain/catalog/product-reviews";
import { wholePercentages } from "../../kernel/whole-percentages";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("whole percentages (largest remainder, equal counts alike)", () => {
  it("equal counts get equal percentages when the points left allow it: 4, 4 and 1 reviews are 44, 44 and 12, not 45 and 44", () => {
    expect(wholePercentages([4, 4, 0, 0, 1])).toEqual([44, 44, 0, 0, 12]);
    expect(starPercentages({ 5: 4, 4: 4, 3: 0, 2: 0, 1: 1 })).toEqual({ 5: 44, 4: 44, 3: 0, 2: 0, 1: 12 });
    // a tie that takes the points whole: 7.69 % twice both become 8
    expect(wholePercentages([6, 3, 2, 1, 1])).toEqual([46, 23, 15, 8, 8]);
    expect(wholePercentages([10, 10, 2])).toEqual([45, 45, 10]);
  });
  it("a tie no smaller remainder can absorb is broken in list order (the higher star first)", () => {
    expect(wholePercentages([1, 1, 1, 0, 0])).toEqual([34, 33, 33, 0, 0]);
    expect(wholePercentages([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16]);
  });
  it("always adds up to 100, each share within one point of its exact value; all zero with no count", () => {
    expect(wholePercentages([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
    expect(wholePercentages([3])).toEqual([100]);
    for (let seed = 1; seed < 400; seed++) {
      const counts = [0, 1, 2, 3, 4].map((i) => ((seed * (i + 7) * 2654435761) >>> 0) % 23);
      const total = sum(counts);
      if (!total) continue;
      const shares = wholePercentages(counts);
      expect(sum(shares)).toBe(100);
      shares.forEach((p, i) => {
        expect(Math.abs(p - (counts[i] * 100) / total)).toBeLessThan(2);
      });
      // equal counts are never more than one point apart
      for (let i = 0; i < counts.length; i++)
        for (let j = i + 1; j < counts.length; j++)
          if (counts[i] === counts[j]) expect(Math.abs(shares[i] - shares[j])).toBeLessThanOrEqual(1);
    }
  });
});
