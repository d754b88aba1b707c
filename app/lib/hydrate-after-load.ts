/**
 * Paint first, then fetch the scripts (docs/decisions/016). React Router's `<Scripts>` puts a
 * `modulepreload` link for every module of the page (about 30, 160 KB compressed) and the
 * module that hydrates into the document; together with the language file they take the phone's
 * bandwidth from the stylesheet and the pictures while the page has not painted yet. The server
 * renders a whole page, so the shopper can read it before any script runs: this rewrites the
 * document so that those downloads start when the page has loaded (its stylesheet and
 * above-the-fold pictures are in), or at once when the shopper touches, clicks or types.
 *
 * The rewrite is of React Router's own output (string form, entry.server.tsx): the preload
 * links are taken out and listed for the starter, the hydrating module script becomes inert
 * (`type="text/x-boot"`) and the starter copies it into a live module script.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const LANGUAGE_PRELOAD = /<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous"\/>/;
const BOOT_MODULE_END = ' type="module" async="">';
const BOOT_ID = "app-boot";

export function hydrateAfterLoad(html: string, nonce: string | undefined): string {
  // only the head (React hoists the links there) and the hydrating script near the end are
  // read: a page is a few hundred KB, and this runs on every page answer
  const bootEnd = html.lastIndexOf(BOOT_MODULE_END);
  const bootStart = bootEnd < 0 ? -1 : html.lastIndexOf("<script", bootEnd);
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (bootStart < 0 || headEnd < 0 || headEnd > bootStart || bodyEnd < bootEnd) return html;
  const modules: string[] = [];
  let languageFile: string | null = null;
  const head = html
    .slice(0, headEnd)
    .replace(MODULE_PRELOAD, (_, href: string) => {
      modules.push(href.replace(/&amp;/g, "&"));
      return "";
    })
    .replace(LANGUAGE_PRELOAD, (_, href: string) => {
      languageFile = href.replace(/&amp;/g, "&");
      return "";
    });
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  return (
    head +
    html.slice(headEnd, bootStart) +
    `<script type="text/x-boot" id="${BOOT_ID}">` +
    html.slice(bootEnd + BOOT_MODULE_END.length, bodyEnd) +
    `<script${nonceAttr}>${starterSource(modules, languageFile)}</script>` +
    html.slice(bodyEnd)
  );
}

/** The starter: plain ES5, run at once; starts the downloads on load or the first interaction. */
function starterSource(modules: string[], languageFile: string | null): string {
  // hrefs come from React Router's manifest and our own language URL: JSON-encode, then keep </script> out
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  const lang = JSON.stringify(languageFile).replace(/</g, "\\u003c");
  return (
    `(function(){var d=document,w=window,n=d.currentScript&&d.currentScript.nonce,started=0,` +
    `ev=["pointerdown","keydown","touchstart","focusin"];` +
    `function link(rel,href,as){var l=d.createElement("link");l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin="anonymous"}d.head.appendChild(l)}` +
    `function go(){if(started)return;started=1;` +
    `ev.forEach(function(e){w.removeEventListener(e,go,true)});` +
    `var lang=${lang};if(lang)link("preload",lang,"fetch");` +
    `${list}.forEach(function(h){link("modulepreload",h)});` +
    `var s=d.createElement("script");s.type="module";if(n)s.nonce=n;` +
    `s.textContent=d.getElementById("${BOOT_ID}").textContent;d.body.appendChild(s)}` +
    `if(d.readyState==="complete")go();else{w.addEventListener("load",go);` +
    `ev.forEach(function(e){w.addEventListener(e,go,{capture:true,passive:true})})}})()`
  );
}
