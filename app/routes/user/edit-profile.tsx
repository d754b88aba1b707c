import { Card, PageHeading } from "../../components/account/PageHeading";
import { ProfileForm } from "../../components/account/ProfileForm";
import { useTranslation } from "../../i18n/i18n";
import { pageHead } from "../../lib/seo";
import { useStore } from "../../store/store";
import type { Route } from "./+types/edit-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { user: await context.account.me(request) };
}

export const meta: Route.MetaFunction = (args) => pageHead(args, { title: "edit_profile", noindex: true });

/** `/user/edit-profile`: name, phone, gender, birth date and a picture (re-encoded on the server). */
export default function EditProfile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { state } = useStore();
  return (
    <>
      <PageHeading title={t("edit_profile")} />
      <Card>
        <ProfileForm user={state.user ?? loaderData.user} />
      </Card>
    </>
  );
}
