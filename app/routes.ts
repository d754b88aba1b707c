import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The spec's route table: every page sits under one layout route. Routes are added as their capabilities land. */
export default [
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    route("products", "routes/products.tsx", { id: "products" }),
    route("category/:slug", "routes/products.tsx", { id: "category-products" }),
    route("brand/:slug", "routes/products.tsx", { id: "brand-products" }),
    route("offer/products", "routes/products.tsx", { id: "offer-products" }),
    route("best-selling/products", "routes/products.tsx", { id: "best-selling-products" }),
    route("gadget-products/:slug", "routes/products.tsx", { id: "gadget-products" }),
    route("product/:slug", "routes/product.tsx"),
    route("categories", "routes/categories.tsx"),
    route("brands", "routes/brands.tsx"),
    route("sellers", "routes/sellers.tsx"),
    route("page/:slug", "routes/page.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
