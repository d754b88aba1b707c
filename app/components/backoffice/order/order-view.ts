import type { adminOrder } from "../../../../domain/orders/admin-order";
import type { sellerOrder } from "../../../../domain/seller/seller-orders";

/** One order as the admin console shows it (with its shop, billing address, payments, refunds and who moved it). */
export type AdminOrderView = Awaited<ReturnType<typeof adminOrder>>["order"];
/** One order as the seller centre shows it. */
export type SellerOrderView = Awaited<ReturnType<typeof sellerOrder>>["order"];
/** What both show of an order. */
export type BackOfficeOrderView = AdminOrderView | SellerOrderView;

/** Who looks at the order: the console's operator or the shop's seller (their test ids, headings and links differ). */
export type Side = "admin" | "seller";
