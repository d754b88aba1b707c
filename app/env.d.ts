import type { PageContext } from "../server/page-context";

declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}
