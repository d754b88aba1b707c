import { data } from "react-router";

/** Turn a domain "not found" (status 404) into the router's 404 answer; other errors pass on. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err && typeof err === "object" && (err as { status?: number }).status === 404)
      throw data({ message: (err as Error).message }, { status: 404 });
    throw err;
  }
}
