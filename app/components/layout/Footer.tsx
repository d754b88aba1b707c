import { useTranslation } from "../../i18n/i18n";
import { useStore } from "../../store/store";
import { AppLink } from "../ui/AppLink";
import { SocialLinks } from "./SocialLinks";
import { SubscribeForm } from "./SubscribeForm";

export function Footer() {
  const { state } = useStore();
  const { t } = useTranslation();
  const s = state.settings_data;
  return (
    <footer className="mt-16 bg-gray-900 text-gray-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-white">{String(s.site_name)}</p>
          <p className="mt-3 text-sm leading-6 text-gray-400">{String(s.footer_about ?? "")}</p>
          <SocialLinks className="mt-4" />
        </div>
        <div>
          <p className="font-semibold text-white">{t("information")}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {state.pages.map((p) => (
              <li key={p.id}>
                {/* a static page named "contact" is the shop's contact page (/contact, with its form and map) */}
                <AppLink to={p.link === "contact" ? "/contact" : `/page/${p.link}`} className="hover:text-white">
                  {p.title}
                </AppLink>
              </li>
            ))}
            <li>
              <AppLink to="/campaigns" className="hover:text-white">
                {t("campaigns")}
              </AppLink>
            </li>
            <li>
              <AppLink to="/flash-sale" className="hover:text-white">
                {t("flash_sale")}
              </AppLink>
            </li>
            <li>
              <AppLink to="/blogs" className="hover:text-white">
                {t("nav_blogs")}
              </AppLink>
            </li>
            {state.add_ons.includes("video_shopping") && (
              <li>
                <AppLink to="/video-shopping" className="hover:text-white">
                  {t("video_shopping")}
                </AppLink>
              </li>
            )}
            {state.add_ons.includes("affiliate") && (
              <li>
                <AppLink to="/affiliate-program" className="hover:text-white">
                  {t("affiliate_program")}
                </AppLink>
              </li>
            )}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">{t("categories")}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {state.categories.slice(0, 8).map((c) => (
              <li key={c.id}>
                <AppLink to={`/category/${c.slug}`} className="hover:text-white">
                  {c.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
        {Number(s.subscription_section) === 1 && (
          <div>
            <p className="font-semibold text-white">{t("newsletter")}</p>
            <p className="mt-3 mb-3 text-sm text-gray-400">{t("newsletter_text")}</p>
            <SubscribeForm dark />
          </div>
        )}
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-gray-400">{String(s.copyright ?? "")}</div>
    </footer>
  );
}
