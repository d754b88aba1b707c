import type { listUsers } from "../../../../domain/accounts/admin-users";

/** A page of accounts as the console lists them, with the filters it answers and the staff permissions there are. */
export type UserPage = Awaited<ReturnType<typeof listUsers>>;
/** One account's row. */
export type UserRow = UserPage["data"][number];
