import { Facebook, Instagram, Linkedin, Twitter, Youtube } from "lucide-react";
import { useStore } from "../../store/store";

const NETWORKS = [
  ["facebook_link", "Facebook", Facebook],
  ["twitter_link", "Twitter", Twitter],
  ["linkedin_link", "LinkedIn", Linkedin],
  ["instagram_link", "Instagram", Instagram],
  ["youtube_link", "YouTube", Youtube],
] as const;

/** The shop's social links from settings; each only if its link is set. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const { state } = useStore();
  const links = NETWORKS.filter(([key]) => String(state.settings_data[key] ?? "").trim());
  if (!links.length) return null;
  return (
    <ul className={`flex gap-2 ${className}`}>
      {links.map(([key, label, Icon]) => (
        <li key={key}>
          <a href={String(state.settings_data[key])} target="_blank" rel="noopener noreferrer" aria-label={label} className="grid size-9 place-items-center rounded-full bg-white/10 hover:bg-primary">
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
