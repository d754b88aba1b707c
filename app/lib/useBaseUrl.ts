import { useRouteLoaderData } from "react-router";

/** The shop's absolute base URL (origin + APP_PATH, no trailing slash), as the page's hidden `base_url`. */
export function useBaseUrl(): string {
  const root = useRouteLoaderData("root") as { hidden: { base_url: string } } | undefined;
  return (root?.hidden.base_url ?? "").replace(/\/+$/, "");
}
