/**
 * Whole percentages of `counts` that add up to exactly 100 (largest remainder), so a row of
 * bars never shows 99 % or 101 % in total. Each share is rounded down, then the points left over
 * go to the largest remainders; equal counts get equal percentages where the points allow:
 * when a group of equal remainders is larger than the points left, the points go to the next
 * smaller remainders instead (two reviews' 44.4 % each stay 44 %, a third's 11.1 % becomes 12 %).
 * Only when no smaller remainder can take them do equal counts differ, the earlier in the list
 * getting the point. All zero when every count is zero.
 */
export function wholePercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (!total) return counts.map(() => 0);
  const out = counts.map((c) => Math.floor((c * 100) / total));
  const rests = counts.map((c) => (c * 100) % total);
  let left = 100 - out.reduce((sum, p) => sum + p, 0);
  // the places with a remainder, grouped by it, largest first
  const groups = [...new Set(rests.filter((r) => r > 0))].sort((a, b) => b - a).map((r) => rests.flatMap((x, i) => (x === r ? [i] : [])));
  for (const group of groups) {
    if (left === 0) break;
    if (group.length > left) continue;
    for (const i of group) out[i]++;
    left -= group.length;
  }
  // not every point found a whole group: the largest remainders left, in list order
  for (const group of groups) {
    for (const i of group) {
      if (left === 0) return out;
      if (out[i] === Math.floor((counts[i] * 100) / total)) {
        out[i]++;
        left--;
      }
    }
  }
  return out;
}
