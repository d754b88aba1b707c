import v8 from "node:v8";
import sharp from "sharp";

/**
 * How much the V8 heap may grow past what the last full collection left alive before the next
 * one, in percent (decision 051). V8's own factor goes up to 4× on a machine with much memory,
 * so a shop with ~80 MB alive let its old space reach 300 MB and more under load; at 30 % it
 * collects sooner, and the pages were measured as fast (docs/performance.md, "Memory").
 * HEAP_GROWING_PERCENT overrides it, 0 gives V8's own choice back.
 */
export const HEAP_GROWING_PERCENT = 30;

/** Bound the process's memory: V8's heap growth, and no libvips operation cache (sharp). Called once at start. */
export function boundMemory(env: NodeJS.ProcessEnv = process.env): { heapGrowingPercent: number } {
  const wanted = env.HEAP_GROWING_PERCENT === undefined ? HEAP_GROWING_PERCENT : Number(env.HEAP_GROWING_PERCENT);
  const given = process.execArgv.some((arg) => /^--heap[-_]growing[-_]percent/.test(arg));
  const heapGrowingPercent = given || !Number.isInteger(wanted) || wanted < 0 ? -1 : wanted;
  // read by V8 at every full collection, so setting it after start takes effect
  if (heapGrowingPercent >= 0) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
  // the shop never repeats a picture operation (uploads are resized once, icons are kept as
  // PNG buffers), so libvips' cache of up to 50 MB of decoded pixels would only hold memory
  sharp.cache(false);
  return { heapGrowingPercent };
}
