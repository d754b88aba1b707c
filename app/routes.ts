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
    route("login", "routes/auth/login.tsx"),
    route("register", "routes/auth/register.tsx"),
    route("register/:type", "routes/auth/seller-register.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("reset/:email/:code", "routes/auth/new-password.tsx"),
    route("user", "routes/user/layout.tsx", [
      index("routes/user/index.tsx"),
      route("dashboard", "routes/user/dashboard.tsx"),
      route("edit-profile", "routes/user/edit-profile.tsx"),
      route("change-password", "routes/user/change-password.tsx"),
      route("addresses", "routes/user/addresses.tsx"),
      route("notification", "routes/user/notifications.tsx"),
      route("user-to-seller", "routes/user/user-to-seller.tsx"),
      route("help", "routes/user/content-page.tsx", { id: "user-help" }),
      route("rules", "routes/user/content-page.tsx", { id: "user-rules" }),
    ]),
    route("dev/mailbox", "routes/dev-mailbox.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
