import { pageHead } from "../lib/seo";
import type { Route } from "./+types/page";

export async function loader({ params, context }: Route.LoaderArgs) {
  return { page: await context.content.page(params.slug) };
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: () => args.data?.page.title ?? "", description: args.data?.page.content, type: "article" });

/** A static page (about, terms, privacy, help, rules …); its HTML is written by the shop's staff and sanitised on the server (infra/sanitize-html.ts). */
export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-3xl font-bold">{page.title}</h1>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised on the server (domain/content/storefront-content.ts → sanitizeHtml) */}
      <div className="prose-shop rounded-2xl bg-white p-6" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
