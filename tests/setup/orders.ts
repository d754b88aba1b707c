import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type OrderStatus, orderGroups, orderLines, orders, type PaymentStatus, products } from "../../db/schema";
import type { AddressSnapshot } from "../../db/schema/orders";

const ADDRESS: AddressSnapshot = {
  name: "Test Buyer",
  email: "buyer@test.example",
  phone_no: "+98 912 000 0000",
  address: "1 Test Street",
  postal_code: "12345",
  country_id: null,
  state_id: null,
  city_id: null,
  country: "Iran",
  state: "Tehran",
  city: "Tehran",
};

/**
 * A user's order of one product, written straight to the tables (the checkout is not built
 * yet): an order group, the seller's order under it and one line. Paid and delivered unless
 * told otherwise. Answers the ids.
 */
export async function placedOrder(
  db: Database,
  input: { userId: number; productId: number; status?: OrderStatus; paymentStatus?: PaymentStatus; quantity?: number },
) {
  const [product] = await db
    .select({ shopId: products.shopId, name: products.name, slug: products.slug, priceCents: products.priceCents })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product) throw new Error(`no product ${input.productId}`);
  const quantity = input.quantity ?? 1;
  const total = product.priceCents * quantity;
  const status = input.status ?? "delivered";
  const paymentStatus = input.paymentStatus ?? "paid";
  const code = () => randomBytes(8).toString("hex");
  const [group] = await db
    .insert(orderGroups)
    .values({
      code: code(),
      trxId: code(),
      userId: input.userId,
      idempotencyKey: code(),
      email: ADDRESS.email,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
      currencyCode: "USD",
      exchangeRate: "1",
      subtotalCents: total,
      totalCents: total,
      paymentType: "cash_on_delivery",
      paymentStatus,
    })
    .returning({ id: orderGroups.id });
  const [order] = await db
    .insert(orders)
    .values({
      groupId: group.id,
      shopId: product.shopId,
      code: code(),
      userId: input.userId,
      status,
      paymentStatus,
      paymentType: "cash_on_delivery",
      subtotalCents: total,
      totalCents: total,
    })
    .returning({ id: orders.id });
  const [line] = await db
    .insert(orderLines)
    .values({
      orderId: order.id,
      productId: input.productId,
      productName: product.name,
      productSlug: product.slug,
      unitPriceCents: product.priceCents,
      quantity,
    })
    .returning({ id: orderLines.id });
  return { groupId: group.id, orderId: order.id, lineId: line.id };
}
