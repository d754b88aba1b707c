import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n";
import { ArrowRight } from "./icon-set";

export function SectionHeading({ title, to }: { title: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex items-end justify-between gap-3">
      <h2 className="text-xl font-bold text-gray-900 sm:text-2xl">{title}</h2>
      {to && (
        <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          {t("view_all")}
          <ArrowRight className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </div>
  );
}
