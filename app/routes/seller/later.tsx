import { useLocation } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { Hourglass } from "../../components/ui/icon-set";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/later";

const TITLES: Record<string, string> = {
  campaigns: "seller_campaigns",
};
const titleOf = (pathname: string) => TITLES[pathname.split("/").filter(Boolean).at(-1) ?? ""] ?? "seller_centre";

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: titleOf(args.location.pathname), noindex: true });

/** The seller-centre sections not built yet (campaign participation): a plain note, inside the centre's guard. */
export default function SellerLater() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeading title={t(titleOf(pathname))} />
      <Card className="flex items-center gap-3 text-gray-700">
        <Hourglass className="size-6 shrink-0 text-gray-400" aria-hidden="true" />
        <p data-testid="seller-later">{t("seller_section_later")}</p>
      </Card>
    </>
  );
}
