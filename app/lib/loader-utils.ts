import { data } from "react-router";

/** Turn a domain "not found" (status 404) into the router's 404 answer; other errors pass on. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err && typeof err === "object" && (err as { status?: number }).status === 404) throw data({ message: (err as Error).message }, { status: 404 });
    throw err;
  }
}

/** A page number from the query string, 1 when absent or malformed. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page") ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
