import { existsSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { PageHandler } from "../../server/app";
import { pageContext } from "../../server/page-context";
import type { AppServices } from "../../server/services";

const SERVER_BUILD = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");

/** The real React Router build as the test app's page handler (`npm run build` first): pass it as `makeTestApp`'s `pageHandler`. */
export async function renderedPages(): Promise<(services: AppServices) => PageHandler> {
  if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run \`npm run build\` before these tests`);
  const handle = createRequestHandler((await import(SERVER_BUILD)) as ServerBuild, "production");
  return (services) => async (c) => handle(c.req.raw, await pageContext(c, services));
}
