/**
 * The layers (docs/architecture.md): app → server → seed → domain → infra, kernel and db.
 * An import may only point down; nothing may import in a loop. Run by `npm run check:layers`.
 */
const below = (layer, forbidden, comment) => ({
  name: `${layer}-points-down`,
  comment,
  severity: "error",
  from: { path: `^${layer}/` },
  to: { path: `^(${forbidden.join("|")})/` },
});

module.exports = {
  forbidden: [
    {
      name: "no-import-loops",
      comment: "Modules import each other in a loop: move the shared part below both.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    below(
      "kernel",
      ["app", "server", "seed", "domain", "infra", "db"],
      "The kernel (money, media URLs, locale, input, errors) imports only packages.",
    ),
    below("db", ["app", "server", "seed", "domain", "infra"], "Schema and client know only the kernel."),
    below(
      "infra",
      ["app", "server", "seed", "domain", "db", "scripts", "tests"],
      "Infrastructure (cache, limits, signing, PDF, sanitizer, pictures, background work) knows only the kernel and packages.",
    ),
    below("domain", ["app", "server", "seed", "scripts", "tests"], "Business rules know nothing of HTTP, React or the demo seed."),
    below("seed", ["app", "server", "scripts", "tests"], "The demo seed sits above the domain verbs it uses."),
    below("server", ["app", "scripts", "tests"], "The server reaches pages only through the React Router build."),
    {
      name: "app-reads-server-types-only",
      comment: "Pages run in the browser too: from the server and the database they take types, never code.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(server|db|seed|infra)/", dependencyTypesNot: ["type-only"] },
    },
    { name: "app-not-scripts", severity: "error", from: { path: "^app/" }, to: { path: "^(scripts|tests)/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
