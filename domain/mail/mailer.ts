import type { Database } from "../../db/client";
import { enqueueJobs } from "../jobs/queue";

/** A file sent with a mail (an invoice's PDF). The outbox keeps only the mail, never its files. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A mail as the queue keeps it (JSON: attachments in base64). */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

/**
 * Send a mail: it is queued (decision 035) and goes out from the job worker, by SMTP or into the
 * outbox, once, retried with backoff while SMTP fails. Pass the transaction that makes the change
 * the mail tells of, so the mail exists exactly when the change does. Never waits for SMTP.
 */
export async function queueMail(db: Database, mail: Mail): Promise<void> {
  await queueMails(db, [mail]);
}

/** Several mails queued in one insert (an order's buyer and sellers), each its own job. */
export async function queueMails(db: Database, mails: Mail[]): Promise<void> {
  await enqueueJobs(
    db,
    mails.map((mail) => ({ kind: "mail" as const, payload: { ...queuedForm(mail) } })),
  );
}

function queuedForm(mail: Mail): QueuedMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            base64: a.content.toString("base64"),
          })),
        }
      : {}),
  };
}

/** The mail back from its queued form. */
export function unqueuedMail(payload: QueuedMail): Mail {
  return {
    to: payload.to,
    subject: payload.subject,
    text: payload.text,
    html: payload.html,
    attachments: payload.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, "base64"),
    })),
  };
}
