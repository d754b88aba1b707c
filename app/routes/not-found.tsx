import { data, Link } from "react-router";
import { useTranslation } from "../i18n/i18n";
import { useNumbers } from "../lib/price";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/not-found";

/** Any other path: the 404 screen, with HTTP status 404. */
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "page_not_found", noindex: true });

export default function NotFound() {
  return <NotFoundScreen />;
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { number } = useNumbers();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" data-testid="not-found">
      <p className="text-8xl font-black text-primary">{number(404)}</p>
      <h1 className="mt-2 text-2xl font-bold">{t("page_not_found")}</h1>
      <p className="mt-3 text-gray-600">{t("page_not_found_text")}</p>
      <div className="mt-6 flex gap-3">
        <Link to="/" className="rounded-full bg-primary px-5 py-2 font-semibold text-white hover:bg-primary-dark">
          {t("back_home")}
        </Link>
        <Link to="/products" className="rounded-full border border-gray-300 px-5 py-2 font-semibold hover:border-primary">
          {t("all_products")}
        </Link>
      </div>
    </div>
  );
}
