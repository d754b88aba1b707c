import { redirect } from "react-router";
import type { Route } from "./+types/index";

/** `/user` itself opens the dashboard. */
export async function loader({ context }: Route.LoaderArgs) {
  return redirect(`${context.appPath}/user/dashboard`);
}
