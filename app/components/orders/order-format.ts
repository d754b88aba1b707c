import type { OrderCurrency } from "../../../domain/orders/order-views";
import { useTranslation } from "../../i18n/i18n";
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

/** Dates of orders in the page's language (and its calendar and digits). */
export function useOrderDate() {
  const { i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return { day: (iso: string) => day.format(new Date(iso)), moment: (iso: string) => moment.format(new Date(iso)) };
}

/** Whether an amount string is zero ("0.00"). */
export const isZero = (amount: string) => /^-?0*(\.0*)?$/.test(amount);
