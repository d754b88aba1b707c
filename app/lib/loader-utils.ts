import { data } from "react-router";

/** Turn a domain "not found" (404) or "not allowed" (403, a staff member without the permission) into the router's answer; other errors pass on. */
export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const status = err && typeof err === "object" ? (err as { status?: number }).status : undefined;
    if (status === 404 || status === 403) throw data({ message: (err as Error).message }, { status });
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
