import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { iconSprite } from "./scripts/icon-sprite";

const appPath = (process.env.APP_PATH ?? "").replace(/\/+$/, "");

export default defineConfig({
  base: `${appPath}/`,
  plugins: [tailwindcss(), iconSprite("app/components/ui/icon-set.tsx"), reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: { assetsInlineLimit: 0 },
});
