import type { adminOrderList } from "../../../../domain/orders/admin-orders";

/** A page of every shop's orders as the console lists them, with the filters it answers and the shops to filter by. */
export type AdminOrderPage = Awaited<ReturnType<typeof adminOrderList>>;
/** One order's row: code, date, buyer, shop, total, statuses and its waiting refund request. */
export type AdminOrderRow = AdminOrderPage["data"][number];
