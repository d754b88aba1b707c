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

/** How the domain sends mail; `server/mailer.ts` makes the real one (outbox + SMTP). */
export interface Mailer {
  /** Send the mail (or keep it in the outbox). Never throws: mail is not worth losing a request. */
  send(mail: Mail): Promise<void>;
}
