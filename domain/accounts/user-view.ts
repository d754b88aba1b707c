import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ledgerAccounts, shops, users, walletRecharges } from "../../db/schema";
import { localize } from "../../kernel/localize";
import { mediaUrl } from "../../kernel/media";
import { centsToDecimal } from "../../kernel/money";
import { type AddressView, addressesOf } from "../addresses/address-view";

/** The signed-in user as the page data and the login answer carry it (no hash, no internal flags). */
export interface UserView {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  gender: string;
  date_of_birth: string;
  role: string;
  /** the reference's name for `role` (customer, seller, affiliate, admin), which its client reads */
  user_type: string;
  profile_image: string;
  has_avatar: boolean;
  shipping_address: AddressView | null;
  billing_address: AddressView | null;
  /** the seller's shop, whether an operator verified it yet, and the reason when the application was turned down */
  shop: { id: number; slug: string; name: string; verified: boolean; rejected_reason: string | null } | null;
  /** the wallet's balance (the reference's `users.balance`; here the ledger's cached sum), base-currency decimal */
  balance: string;
  /** the newest wallet recharge (the reference's `last_recharge` append) */
  last_recharge: { id: number; amount: string; status: string; payment_method: string; created_at: string } | null;
}

export async function userView(db: Database, userId: number, opts: { locale: string; mediaBase: string }): Promise<UserView | null> {
  const [[row], side] = await Promise.all([accountRead(db, userId, {}), accountSideReads(db, userId)]);
  return row ? userViewOf(row, side, opts) : null;
}

/** The columns of an account's own read: the user, their shop and the wallet's balance. */
const accountColumns = {
  u: users,
  shop: shops,
  walletMinor: sql<string | number | null>`(select ${ledgerAccounts.balanceMinor} from ${ledgerAccounts}
    where ${ledgerAccounts.userId} = ${users.id} and ${ledgerAccounts.kind} = 'wallet' limit 1)`,
};

/** The account's row in one statement, with `more` columns read beside it (the lists of the account's state). */
export function accountRead<M extends Record<string, SQL>>(db: Database, userId: number, more: M) {
  return db
    .select({ ...accountColumns, ...more })
    .from(users)
    .leftJoin(shops, eq(shops.ownerId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
}

/** What the view reads beside the account's row (its addresses, the newest recharge), started with it rather than after. */
export function accountSideReads(db: Database, userId: number) {
  return Promise.all([
    addressesOf(db, userId),
    db.select().from(walletRecharges).where(eq(walletRecharges.userId, userId)).orderBy(desc(walletRecharges.createdAt)).limit(1),
  ]);
}

type AccountRow = { u: typeof users.$inferSelect; shop: typeof shops.$inferSelect | null; walletMinor: string | number | null };

/** The view of an account from its reads; null for an account that is not active. */
export function userViewOf(
  row: AccountRow,
  [list, [recharge]]: Awaited<ReturnType<typeof accountSideReads>>,
  opts: { locale: string; mediaBase: string },
): UserView | null {
  if (row.u.status !== "active") return null;
  const { u, shop } = row;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    phone: u.phone ?? "",
    gender: u.gender ?? "",
    date_of_birth: u.birthDate ?? "",
    role: u.role,
    user_type: u.role,
    profile_image: mediaUrl(opts.mediaBase, u.avatar, 256, 256),
    has_avatar: !!u.avatar,
    shipping_address: list.find((a) => a.default_shipping) ?? null,
    billing_address: list.find((a) => a.default_billing) ?? null,
    shop: shop
      ? {
          id: shop.id,
          slug: shop.slug,
          name: localize(shop.name, opts.locale),
          verified: !!shop.verifiedAt,
          rejected_reason: !shop.verifiedAt && shop.rejectedAt ? shop.rejectReason : null,
        }
      : null,
    balance: centsToDecimal(Number(row.walletMinor ?? 0)),
    last_recharge: recharge
      ? {
          id: recharge.id,
          amount: centsToDecimal(recharge.amountMinor),
          status: recharge.status,
          payment_method: recharge.paymentType,
          created_at: recharge.createdAt.toISOString(),
        }
      : null,
  };
}

/** An account by e-mail (lower-cased), for sign-in and reset. */
export async function accountByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}
