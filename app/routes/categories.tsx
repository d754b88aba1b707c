import { Link } from "react-router";
import { NamedIcon } from "../components/ui/Icons";
import { useTranslation } from "../i18n/i18n";
import { pageHead } from "../lib/seo";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await context.catalog.categories() };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "all_categories" });

/** The whole category tree, three levels. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t("all_categories")}</h1>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.categories.map((root) => (
          <section key={root.id} className="rounded-2xl bg-white p-5">
            <Link to={`/category/${root.slug}`} className="flex items-center gap-3 text-lg font-bold hover:text-primary">
              <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
                <NamedIcon name={root.icon} className="size-5" />
              </span>
              {root.title}
            </Link>
            <ul className="mt-4 space-y-3">
              {root.child_categories.map((child) => (
                <li key={child.id}>
                  <Link to={`/category/${child.slug}`} className="font-semibold text-gray-800 hover:text-primary">
                    {child.title}
                  </Link>
                  {child.child_categories.length > 0 && (
                    <ul className="mt-1 flex flex-wrap gap-1.5">
                      {child.child_categories.map((leaf) => (
                        <li key={leaf.id}>
                          <Link
                            to={`/category/${leaf.slug}`}
                            className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-sm text-gray-600 hover:bg-primary-soft hover:text-primary"
                          >
                            {leaf.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
