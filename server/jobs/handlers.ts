import type { Ctx } from "../../domain/context";
import type { JobKind } from "../../domain/jobs/queue";
import { type OrderNoticesJob, writeOrderNotices } from "../../domain/orders/order-notices";
import { releaseOrderEarnings } from "../../domain/orders/settle-order";
import type { Realtime } from "../../domain/realtime/channels";
import { utcDate } from "../../domain/seller/payout-batch";
import type { StripeTransfers } from "../../domain/seller/payout-drivers/stripe-connect";
import { runPayoutBatch } from "../../domain/seller/payout-run";
import { syncUiStrings } from "../../domain/settings/ui-string-overrides";
import { type MailTransport, mailJob } from "../mailer";
import { realtimePublishJob } from "../realtime/notification-feed";
import { type PushSend, type VapidKeys, webPushJob } from "../realtime/web-push";
import type { JobHandler } from "./worker";

/** What each kind of job does (decision 035). */
export function jobHandlers(deps: {
  ctx: Ctx;
  mail: { transport: MailTransport | null; from: string };
  /** the shop's VAPID keys (read when a push goes out); null: no pushes */
  push: () => VapidKeys | null;
  pushSend?: PushSend;
  /** an outside realtime service (the built-in server needs no jobs: each process reads the notifications itself) */
  outsideRealtime: Realtime | null;
  /** Stripe Connect transfers for automatic payouts, when Stripe's keys are set (read when the batch runs) */
  payoutStripe?: () => StripeTransfers | null;
}): Record<JobKind, JobHandler> {
  const nothing: JobHandler = async () => {};
  return {
    mail: mailJob(deps.mail.transport, deps.mail.from),
    // the notices' mail is worded now: with the operators' current wordings of the UI strings (decision 043)
    "order-notices": async (job) => {
      await syncUiStrings(deps.ctx);
      return { write: (tx) => writeOrderNotices({ ...deps.ctx, db: tx }, tx, job.payload as OrderNoticesJob) };
    },
    "web-push": async (job, db) => {
      const keys = deps.push();
      return keys ? webPushJob(keys, deps.pushSend)(job, db) : undefined;
    },
    "realtime-publish": deps.outsideRealtime ? realtimePublishJob(deps.outsideRealtime) : nothing,
    // the return window of a settled order ended: its affiliate commission and points are freed (decision 071)
    "release-earnings": async (job) => ({
      write: async (tx) => {
        await releaseOrderEarnings({ ...deps.ctx, db: tx }, tx, Number((job.payload as { orderId?: unknown }).orderId));
      },
    }),
    // the day's automatic payouts: the batches built (money locked), Stripe's paid, the next day queued (decision 073)
    "payout-batch": async (job) => {
      const date = String((job.payload as { date?: unknown }).date ?? utcDate(job.runAt));
      await runPayoutBatch(deps.ctx, date, deps.payoutStripe?.() ?? null);
    },
  };
}
