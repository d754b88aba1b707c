import nodemailer, { type Transporter } from "nodemailer";
import { mailOutbox } from "../../db/schema";
import type { Database } from "../../db/client";
import type { Logger } from "../context";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Keep the mail in the outbox and, with SMTP configured, send it. Never throws: mail is not worth losing a request. */
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through nodemailer. Every message is kept in `mail_outbox` (the default set-up has
 * no SMTP server: tests and the dev mailbox read it there); with `smtpUrl` it is also sent.
 */
export function createMailer(db: () => Database, opts: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      let status: "kept" | "sent" | "failed" = "kept";
      if (transport) {
        try {
          await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
          status = "sent";
        } catch (err) {
          status = "failed";
          opts.log.error({ err, subject: mail.subject }, "mail could not be sent");
        }
      }
      try {
        await db().insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? "", status });
      } catch (err) {
        opts.log.error({ err, subject: mail.subject }, "mail could not be kept in the outbox");
      }
    },
  };
}
