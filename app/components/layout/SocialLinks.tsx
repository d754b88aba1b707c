import { useTranslation } from "../../i18n/i18n";
import { useStore } from "../../store/store";

type IconProps = { className?: string };
const svg =
  (path: string) =>
  ({ className }: IconProps) => (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d={path} />
    </svg>
  );
// Brand marks drawn as simple glyphs (lucide no longer ships brand icons).
const Facebook = svg("M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z");
const Twitter = svg("M4 4h4.2l4 5.6L17 4h2.6l-6.2 7.2L20 20h-4.2l-4.3-6-5.2 6H3.7l6.6-7.6z");
const Linkedin = svg(
  "M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.2 9h3.6v11.5H3.2zM9.2 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4.3 2.3 4.3 5.4v6.4h-3.6v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H9.2z",
);
const Instagram = svg(
  "M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM7.5 2.5h9a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-9a5 5 0 0 1-5-5v-9a5 5 0 0 1 5-5zm0 1.8a3.2 3.2 0 0 0-3.2 3.2v9a3.2 3.2 0 0 0 3.2 3.2h9a3.2 3.2 0 0 0 3.2-3.2v-9a3.2 3.2 0 0 0-3.2-3.2z",
);
const Youtube = svg(
  "M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8zM10 15V9l5.2 3z",
);

const NETWORKS = [
  ["facebook_link", "social_facebook", Facebook],
  ["twitter_link", "social_twitter", Twitter],
  ["linkedin_link", "social_linkedin", Linkedin],
  ["instagram_link", "social_instagram", Instagram],
  ["youtube_link", "social_youtube", Youtube],
] as const;

/** The shop's social links from settings; each only if its link is set. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const { state } = useStore();
  const { t } = useTranslation();
  const links = NETWORKS.filter(([key]) => String(state.settings_data[key] ?? "").trim());
  if (!links.length) return null;
  return (
    <ul className={`flex gap-2 ${className}`}>
      {links.map(([key, label, Icon]) => (
        <li key={key}>
          <a
            href={String(state.settings_data[key])}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(label)}
            className="grid size-9 place-items-center rounded-full bg-white/10 hover:bg-primary"
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
