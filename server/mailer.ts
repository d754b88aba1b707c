import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../domain/context";
import type { Mail, MailAttachment, Mailer } from "../domain/mail/mailer";

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

/**
 * Mail through nodemailer. With SMTP (`smtpUrl`, or a `transport`) the mail is sent and the
 * outbox keeps only its heading (to, subject, status, time): bodies carry reset links. With
 * no SMTP (the default set-up) the outbox is the only copy and keeps the body, for the dev
 * mailbox and the tests. Attachments (an invoice's PDF) go out by SMTP only: the outbox keeps
 * the mail's text, not its files.
 */
export function createMailer(db: () => Database, opts: { smtpUrl?: string; transport?: MailTransport; from: string; log: Logger }): Mailer {
  const transport: MailTransport | null = opts.transport ?? (opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null);
  return {
    async send(mail: Mail) {
      let row: typeof mailOutbox.$inferInsert = {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? "",
        status: "kept",
      };
      if (transport) {
        let status: "sent" | "failed" = "sent";
        try {
          await transport.sendMail({
            from: opts.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
          });
        } catch (err) {
          status = "failed";
          opts.log.error({ err, subject: mail.subject }, "mail could not be sent");
        }
        row = { to: mail.to, subject: mail.subject, text: "", html: "", status };
      }
      try {
        await db().insert(mailOutbox).values(row);
      } catch (err) {
        opts.log.error({ err, subject: mail.subject }, "mail could not be kept in the outbox");
      }
    },
  };
}
