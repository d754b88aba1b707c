import type { Hono } from "hono";
import { quickSearch } from "../../domain/catalog/search";
import { searchSuggestions } from "../../domain/catalog/search-suggest";
import { wishedMarker } from "../../domain/lists/wished-cards";
import { readBody } from "../http/body";
import { resolveViewer } from "../http/viewer";
import type { AppServices } from "../services";
import { contract } from "./route";

/** Search calls: the header box's suggestions while typing, and the reference's quick product search. */
export function searchRoutes(app: Hono, services: AppServices) {
  const { ctx } = services;

  contract(app, "get", "/search/suggest", { changesState: false }, async (c) => {
    const v = await resolveViewer(c, services);
    return c.json(await searchSuggestions(ctx, v.viewer, { q: c.req.query("q") }));
  });

  contract(app, "post", "/search/product", { changesState: true }, async (c) => {
    const v = await resolveViewer(c, services);
    const body = await readBody(c);
    const mark = await wishedMarker(ctx.db, v.viewer.userId);
    return c.json({ products: mark(await quickSearch(ctx, v.viewer, { key: body.key })) });
  });
}
