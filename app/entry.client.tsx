import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { chunkFailedModule } from "./components/layout/ChunkLoadError";
import { loadPageLanguageFile } from "./i18n/language-file";
import { watchRouteModules } from "./lib/chunk-load";
import { askVisitorParts } from "./lib/visitor-parts";

// The reference product refuses to run without its sentinel element (spec section 8).
if (!document.getElementById("37142846")) alert("Something went wrong with your Script, Please contact to the script author");

// A shared page's own parts (decision 054): asked for before anything else, so the page's calls wait for them.
askVisitorParts();

// A page whose script fails or takes longer than the chunk load timeout shows an error with Retry (decision 070).
watchRouteModules(chunkFailedModule);

// Hydrate once the language file (preloaded by the document's head) is there: the page data
// carries only the strings the server's render used (docs/decisions/009).
void loadPageLanguageFile().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  registerServiceWorker();
});

/** The installable shop's service worker (decision 031), once the page is running; where the browser has none, nothing. */
function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const appPath = (document.getElementById("app_path") as HTMLInputElement | null)?.value ?? "";
  navigator.serviceWorker.register(`${appPath}/sw.js`, { scope: `${appPath}/` }).catch(() => {});
}
