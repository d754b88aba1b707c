import { describe, expect, it } from "vitest";
import { isActivePath, withBase } from "../../app/components/ui/AppLink";

describe("AppLink hrefs and NavLink's active rule", () => {
  it("joins the router's base path as useHref does", () => {
    expect(withBase("/", "/product/a?x=1")).toBe("/product/a?x=1");
    expect(withBase("/shop", "/product/a?x=1#r")).toBe("/shop/product/a?x=1#r");
    expect(withBase("/shop/", "/cart")).toBe("/shop/cart");
    expect(withBase("/shop", "/")).toBe("/shop");
    expect(withBase("/shop", "/?lang=fa")).toBe("/shop?lang=fa");
  });

  it("a link is active on its path and below it, not on a longer name", () => {
    expect(isActivePath("/brands", "/brands", false)).toBe(true);
    expect(isActivePath("/category/phones/x", "/category/phones", false)).toBe(true);
    expect(isActivePath("/category/phones-cases", "/category/phones", false)).toBe(false);
    expect(isActivePath("/category/phones/x", "/category/phones", true)).toBe(false);
    expect(isActivePath("/products", "/", false)).toBe(false);
    expect(isActivePath("/Brands", "/brands", false)).toBe(true);
  });
});
