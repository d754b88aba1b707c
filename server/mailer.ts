import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { jobs, mailOutbox } from "../db/schema";
import { type MailAttachment, type QueuedMail, unqueuedMail } from "../domain/mail/mailer";
import type { JobHandler } from "./jobs/worker";

/** What sends a message: nodemailer's SMTP transport, or a stand-in in tests. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
}

/** The SMTP transport for `smtpUrl`, or none (the default set-up: the outbox is where mail goes). */
export function mailTransport(opts: { smtpUrl?: string; transport?: MailTransport }): MailTransport | null {
  return opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
}

/**
 * The `mail` job (decision 035). With SMTP the mail is sent, and the outbox keeps only its
 * heading (to, subject, status, time): bodies carry reset links. With no SMTP the outbox is the
 * only copy and keeps the body, for the dev mailbox and the tests. SMTP failing throws, so the
 * job is tried again with a backoff; a mail that fails for good is in the outbox as "failed".
 * Attachments (an invoice's PDF) go out by SMTP only. Once done, the job keeps only the heading too.
 */
export function mailJob(transport: MailTransport | null, from: string): JobHandler {
  return async (job, db) => {
    const queued = job.payload as QueuedMail;
    const mail = unqueuedMail(queued);
    if (transport) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        });
      } catch (err) {
        // the last try: the outbox shows it failed (the job goes dead with the error, and keeps only the heading)
        if (job.attempts >= job.maxAttempts) {
          await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: "", html: "", status: "failed" });
          await db
            .update(jobs)
            .set({ payload: { to: mail.to, subject: mail.subject } })
            .where(eq(jobs.id, job.id));
        }
        throw err;
      }
    }
    // the job keeps only the heading (the outbox row is the record), set as it is marked done
    return {
      payload: { to: mail.to, subject: mail.subject },
      write: async (tx) => {
        await tx
          .insert(mailOutbox)
          .values(
            transport
              ? { to: mail.to, subject: mail.subject, text: "", html: "", status: "sent" }
              : { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? "", status: "kept" },
          );
      },
    };
  };
}
