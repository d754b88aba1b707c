export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How the domain sends mail; `server/mailer.ts` makes the real one (outbox + SMTP). */
export interface Mailer {
  /** Send the mail (or keep it in the outbox). Never throws: mail is not worth losing a request. */
  send(mail: Mail): Promise<void>;
}
