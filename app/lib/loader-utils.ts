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

/** Like `orNotFound`, and a domain "forbidden" (403: a seller whose shop awaits verification) becomes the router's 403 answer. */
export async function orRefused<T>(work: Promise<T>): Promise<T> {
  try {
    return await orNotFound(work);
  } catch (err) {
    if (err && typeof err === "object" && (err as { status?: number }).status === 403)
      throw data({ message: (err as Error).message }, { status: 403 });
    throw err;
  }
}
