import { asc, isNotNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { coupons, shops } from "../db/schema";
import { createSellerCoupon } from "../domain/shops/create-seller-coupon";

const DAY = 86_400_000;

/**
 * Demo coupons: site-wide ones (a percentage with a cap and a minimum, a flat one, one a
 * customer may use once, one already expired) and one or two coupons of every verified shop:
 * 10 % capped at 30 (code: the shop's name in capitals and 10) and, for every other shop, 5 off
 * from 40 once per customer (the name and FLAT).
 */
export async function seedDemoCoupons(db: Database, now: Date) {
  const from = new Date(now.getTime() - 30 * DAY);
  const to = new Date(now.getTime() + 365 * DAY);
  await db.insert(coupons).values([
    {
      code: "WELCOME10",
      title: { en: "10 % off your order", fa: "۱۰٪ تخفیف سفارش", ar: "خصم 10٪ على طلبك" },
      discountType: "percentage",
      discountValue: 1000,
      minimumSpendCents: 3000,
      maximumDiscountCents: 2000,
      startsAt: from,
      endsAt: to,
    },
    {
      code: "FLAT5",
      title: { en: "5 off from 25", fa: "۵ دلار تخفیف از ۲۵ دلار", ar: "خصم 5 عند 25" },
      discountType: "flat",
      discountValue: 500,
      minimumSpendCents: 2500,
      startsAt: from,
      endsAt: to,
    },
    {
      code: "ONCE15",
      title: { en: "15 % once per customer", fa: "۱۵٪ یک‌بار برای هر مشتری", ar: "15٪ مرة لكل عميل" },
      discountType: "percentage",
      discountValue: 1500,
      maximumDiscountCents: 5000,
      perUserLimit: 1,
      startsAt: from,
      endsAt: to,
    },
    {
      code: "SUMMER24",
      title: { en: "Last summer's sale", fa: "حراج تابستان گذشته", ar: "تخفيضات الصيف الماضي" },
      discountType: "percentage",
      discountValue: 2000,
      startsAt: new Date(now.getTime() - 200 * DAY),
      endsAt: new Date(now.getTime() - 100 * DAY),
    },
  ]);
  const verified = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(isNotNull(shops.verifiedAt))
    .orderBy(asc(shops.id));
  const mark = (s: { name: { en?: string } }) =>
    (s.name.en ?? "SHOP")
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "")
      .slice(0, 10);
  // a seller's coupon goes through the seller's verb, so the shop's followers hear of it
  for (const [i, s] of verified.entries()) {
    await createSellerCoupon(db, {
      shopId: s.id,
      now,
      coupon: {
        code: `${mark(s)}10`,
        title: {
          en: `10 % off at ${s.name.en}`,
          fa: `۱۰٪ تخفیف در ${s.name.fa ?? s.name.en}`,
          ar: `خصم 10٪ لدى ${s.name.ar ?? s.name.en}`,
        },
        discountType: "percentage",
        discountValue: 1000,
        maximumDiscountCents: 3000,
        usageLimit: 500,
        startsAt: from,
        endsAt: to,
      },
    });
    // every other shop also gives a flat amount off a bigger basket
    if (i % 2 === 0)
      await createSellerCoupon(db, {
        shopId: s.id,
        now,
        coupon: {
          code: `${mark(s)}FLAT`,
          title: {
            en: `5 off from 40 at ${s.name.en}`,
            fa: `۵ دلار تخفیف از ۴۰ دلار در ${s.name.fa ?? s.name.en}`,
            ar: `خصم 5 عند 40 لدى ${s.name.ar ?? s.name.en}`,
          },
          discountType: "flat",
          discountValue: 500,
          minimumSpendCents: 4000,
          perUserLimit: 1,
          startsAt: from,
          endsAt: to,
        },
      });
  }
}
