import { eq, isNull, type SQL } from "drizzle-orm";
import { allOf } from "../../db/conditions";
import { compareItems } from "../../db/schema";
import type { Viewer } from "../context";

export { COMPARE_MAX } from "./compare-limit";

/** Whose compare list: a signed-in user's, or a guest's by session (it joins the account at sign-in). */
export type CompareOwner = { userId: number; sessionHash?: undefined } | { userId?: undefined; sessionHash: string };

export function compareOwnerOf(viewer: Pick<Viewer, "userId" | "sessionHash">): CompareOwner {
  return viewer.userId !== null ? { userId: viewer.userId } : { sessionHash: viewer.sessionHash };
}

/** The rows of one owner's list. A guest's rows have no user (a signed-in user's have no session). */
export function ownedBy(owner: CompareOwner): SQL {
  return owner.userId !== undefined
    ? eq(compareItems.userId, owner.userId)
    : allOf(eq(compareItems.sessionHash, owner.sessionHash), isNull(compareItems.userId));
}

/** A key for the advisory lock that makes "check the limit, then add" one step per owner. */
export function ownerLockKey(owner: CompareOwner): string {
  return owner.userId !== undefined ? `compare:user:${owner.userId}` : `compare:session:${owner.sessionHash}`;
}
