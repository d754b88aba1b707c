import { Fragment } from "react";
import { Mail } from "../components/ui/icon-set";
import { useTranslation } from "../i18n/i18n";
import { useDates } from "../lib/dates";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/dev-mailbox";

export async function loader({ context }: Route.LoaderArgs) {
  return { mails: await context.account.mailbox() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "mailbox", noindex: true });

/** Links in a mail's text as links; the rest as text (React escapes it). Each piece is keyed by where it starts. */
function Linked({ text }: { text: string }) {
  const pieces: { at: number; text: string; link: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(/https?:\/\/[^\s]+/g)) {
    if (m.index > at) pieces.push({ at, text: text.slice(at, m.index), link: false });
    pieces.push({ at: m.index, text: m[0], link: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ at, text: text.slice(at), link: false });
  return (
    <>
      {pieces.map((p) =>
        p.link ? (
          <a key={p.at} href={p.text} className="break-all text-primary underline" data-testid="mail-link">
            {p.text}
          </a>
        ) : (
          <Fragment key={p.at}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}

/** `/dev/mailbox`: the outbox, for development and the browser journeys (404 in production). */
export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <Mail className="size-6 text-primary" />
        {t("mailbox")}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t("mailbox_text")}</p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6 text-gray-600">{t("mailbox_empty")}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.mails.map((m) => (
            <li key={m.id} className="rounded-2xl border border-gray-100 bg-white p-5" data-testid="mail">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold">{m.subject}</h2>
                <span className="text-xs text-gray-500">{dates.moment(m.created_at)}</span>
              </div>
              <p className="mt-1 text-sm text-gray-600">
                <span className="font-medium">{t("mail_to")}:</span>{" "}
                <span dir="ltr" data-testid="mail-to">
                  {m.to}
                </span>
              </p>
              <p className="mt-3 whitespace-pre-line text-sm leading-6 text-gray-800">
                <Linked text={m.text} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
