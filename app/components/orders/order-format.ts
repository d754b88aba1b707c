import type { OrderCurrency } from "../../../domain/orders/order-views";
import { useDates } from "../../lib/dates";
import { useFormatMoney } from "../../lib/price";

/**
 * Amounts of an order in the currency it was placed in, at that day's rate (the group keeps
 * both), with the shop's decimal settings, in the page's digits, bidi-isolated. Zero is "0.00",
 * never "negotiable".
 */
export function useOrderPrice(currency: OrderCurrency) {
  const format = useFormatMoney(currency);
  return (amount: string) => format(amount, { zeroAsNegotiable: false });
}

/** Dates of orders in the page's language (and its calendar and digits) and the shop's time zone. */
export function useOrderDate() {
  const { day, moment } = useDates();
  return { day, moment };
}

/** Whether an amount string is zero ("0.00"). */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
