import { escapeHtml } from "../../kernel/escape";
import { translate } from "../../kernel/i18n/keywords";
import { isolate } from "../../kernel/i18n/numbers";
import type { Mail } from "./mailer";

const isRtlMail = (locale: string) => ["fa", "ar"].includes(locale);

/**
 * A mail's sentence (its subject, a paragraph) in `locale`: in a right-to-left mail what is put
 * into it (an order code, a name) is bidi-isolated (U+2068 … U+2069) and keeps its own direction.
 * Whoever finds a mail again by its subject (domain/orders/mail-invoice.ts) writes it with this.
 */
export function mailText(locale: string, key: string, params: Record<string, string | number>): string {
  if (!isRtlMail(locale)) return translate(locale, key, params);
  return translate(locale, key, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "string" ? isolate(v) : v])));
}

/**
 * A plain mail: a greeting, paragraphs, an optional button link; text and HTML alike, in the
 * reader's language (numbers in its digits, plural forms by its rules: kernel `translate`).
 */
function compose(
  locale: string,
  to: string,
  subjectKey: string,
  params: Record<string, string | number>,
  paragraphs: string[],
  link?: { label: string; url: string },
): Mail {
  const dir = isRtlMail(locale) ? "rtl" : "ltr";
  const t = (k: string) => mailText(locale, k, params);
  const lines = [t("mail_greeting"), ...paragraphs.map(t)];
  const text = [...lines, ...(link ? [`${t(link.label)}: ${link.url}`] : []), t("mail_signature")].join("\n\n");
  const html = `<div dir="${dir}" lang="${escapeHtml(locale)}" style="font-family:sans-serif;line-height:1.6">${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="background:#6d28d9;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t(link.label))}</a></p>`
      : ""
  }<p>${escapeHtml(t("mail_signature"))}</p></div>`;
  return { to, subject: t(subjectKey), text, html };
}

export function passwordResetMail(locale: string, to: string, opts: { name: string; url: string; minutes: number }): Mail {
  return compose(locale, to, "mail_reset_subject", { name: opts.name, minutes: opts.minutes }, ["mail_reset_body", "mail_reset_ignore"], {
    label: "mail_reset_button",
    url: opts.url,
  });
}

export function shopAwaitsVerificationMail(locale: string, to: string, opts: { name: string; shop: string }): Mail {
  return compose(locale, to, "mail_shop_pending_subject", { name: opts.name, shop: opts.shop }, ["mail_shop_pending_body"]);
}

export function welcomeMail(locale: string, to: string, opts: { name: string }): Mail {
  return compose(locale, to, "mail_welcome_subject", { name: opts.name }, ["mail_welcome_body"]);
}

/** An order mail (placed, a status change, a seller's new order): the subject's key names its body (`…_body`) too. */
export function orderMail(locale: string, to: string, opts: { subjectKey: string; params: Record<string, string>; url: string }): Mail {
  return compose(locale, to, opts.subjectKey, opts.params, [opts.subjectKey.replace(/_subject$/, "_body")], {
    label: "mail_order_button",
    url: opts.url,
  });
}

/** An order's invoice, to its buyer or its seller (`…_subject` and `…_body` keys), with the PDF attached. */
export function invoiceMail(
  locale: string,
  to: string,
  opts: { subjectKey: string; params: Record<string, string>; url: string; pdf: { filename: string; bytes: Buffer } },
): Mail {
  const mail = orderMail(locale, to, { subjectKey: opts.subjectKey, params: opts.params, url: opts.url });
  return { ...mail, attachments: [{ filename: opts.pdf.filename, content: opts.pdf.bytes, contentType: "application/pdf" }] };
}

/** A message of the contact form, to the shop: who wrote, the subject, and the message as plain text (escaped in the HTML). */
export function contactMessageMail(
  locale: string,
  to: string,
  opts: { id: number; name: string; email: string; subject: string; message: string },
): Mail {
  const mail = compose(locale, to, "mail_contact_subject", { subject: opts.subject, name: opts.name, email: opts.email, id: opts.id }, [
    "mail_contact_body",
  ]);
  const text = `${mail.text}\n\n${opts.message}`;
  const html = (mail.html ?? "").replace(
    /<\/div>$/,
    `<blockquote style="white-space:pre-wrap;border-inline-start:3px solid #ddd;padding-inline-start:12px">${escapeHtml(opts.message)}</blockquote></div>`,
  );
  return { ...mail, text, html };
}

/** A gift voucher, to its recipient: who sent it, how much, the code, the buyer's message (when there is one) and until when. */
export function giftVoucherMail(
  locale: string,
  to: string,
  opts: { from: string; amount: string; code: string; message: string; expires: string; url: string },
): Mail {
  const params = { from: opts.from || "—", amount: opts.amount, code: opts.code, message: opts.message, expires: opts.expires };
  const paragraphs = ["mail_voucher_body", ...(opts.message ? ["mail_voucher_message"] : []), "mail_voucher_code", "mail_voucher_expires"];
  return compose(locale, to, "mail_voucher_subject", params, paragraphs, { label: "mail_voucher_button", url: opts.url });
}
