import { data } from "react-router";
import { Card, PageHeading } from "../../components/account/PageHeading";
import { pageHead } from "../../lib/seo";
import type { Route } from "./+types/content-page";

/** `/user/help` and `/user/rules`: the static pages of those names, inside the account area. */
const SLUGS: Record<string, string> = { "/user/help": "help", "/user/rules": "rules" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.slice(context.appPath.length).replace(/\/$/, "");
  const slug = SLUGS[path];
  if (!slug) throw data({ message: "Not found" }, { status: 404 });
  return { page: await context.content.page(slug) };
}

export const meta: Route.MetaFunction = (args) =>
  pageHead(args, { title: () => args.data?.page.title ?? "", description: args.data?.page.content, noindex: true });

export default function AccountContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={loaderData.page.title} />
      <Card>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised on the server (domain/content/storefront-content.ts → sanitizeHtml) */}
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.page.content }} />
      </Card>
    </>
  );
}
