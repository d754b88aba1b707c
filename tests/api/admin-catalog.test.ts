import { existsSync } from "node:fs";
import path from "node:path";
import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { attributes, attributeValues, auditLog, brands, categories, colors, products, users } from "../../db/schema";
import { guest, signIn, signUp, type TestApp } from "../setup/accounts";
import { call } from "../setup/http";
import { present } from "../setup/present";
import type { TestClient } from "../setup/test-app";
import { makeTestApp } from "../setup/test-app";
import { describeOnDatabases } from "../setup/test-db";

const name = (en: string) => ({ en, fa: `${en} (fa)`, ar: `${en} (ar)` });
const category = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: name(slug.replace(/-/g, " ")),
  slug,
  parent_id: null,
  position: 0,
  icon: "gift",
  commission_rate: "",
  is_featured: false,
  is_active: true,
  ...extra,
});
const brand = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: name(slug),
  slug,
  tagline: { en: "", fa: "", ar: "" },
  position: 0,
  is_active: true,
  ...extra,
});

/** Issue 19 (admin console, catalog): categories, brands, colours and attributes, audited, and the storefront follows at once. */
describeOnDatabases("the admin catalog", { products: 20 }, (on) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let uploadsDir: string;
  let admin: TestClient;
  const entries = async () => Number((await database.db.select({ n: count() }).from(auditLog))[0].n);
  const last = async () => (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const post = (client: TestClient, url: string, json: unknown = {}) => call(client, url, json);
  const get = async (client: TestClient, url: string) => (await call(client, url)).body;
  const png = async () =>
    new Uint8Array(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: "#0a7" } })
        .png()
        .toBuffer(),
    );
  const multipart = (fields: unknown, field: string, file: File) => {
    const body = new FormData();
    body.set("payload", JSON.stringify(fields));
    body.set(field, file);
    return body;
  };
  const staff = async (permissions: string[]) => {
    const { client, userId } = await signUp(app);
    await database.db.update(users).set({ role: "staff", staffPermissions: permissions }).where(eq(users.id, userId));
    return client;
  };

  beforeAll(async () => {
    database = on.database;
    const made = await makeTestApp(database);
    app = made.app;
    uploadsDir = path.join(made.services.env.dataDir, "uploads");
    admin = await guest(app);
    expect((await signIn(admin, "admin@example.com", "admin123")).status).toBe(200);
  }, 120_000);

  it("categories: created with a picture and shown in the shop's tree at once; moved, renamed, refused and deleted", async () => {
    const db = database.db;
    const visitor = await guest(app);
    type Node = { slug: string; title: string; image: string; child_categories: { slug: string }[] };
    // every page of home/categories, followed by next_page_url
    const tree = async () => {
      const all: Node[] = [];
      for (let url: string | null = "/home/categories"; url; ) {
        const page: { data: Node[]; next_page_url: string | null } = (await get(visitor, url)).categories;
        all.push(...page.data);
        url = page.next_page_url;
      }
      return all;
    };
    expect((await tree()).some((c) => c.slug === "garden-tools")).toBe(false); // read (and cached) before
    const n = await entries();
    const file = new File([await png()], "garden.png", { type: "image/png" });
    const res = await admin.request("/admin/catalog/categories", {
      method: "POST",
      body: multipart(category("garden-tools"), "image", file),
    });
    expect(res.status).toBe(200);
    const created = (await res.json()).category;
    const [row] = await db.select().from(categories).where(eq(categories.slug, "garden-tools"));
    expect(row.image).toMatch(/^categories\/garden-tools-[0-9a-f]{16}$/);
    expect(row.path).toBe(`/${row.id}/`);
    for (const [w, h] of [
      [130, 95],
      [260, 190],
    ])
      expect(existsSync(path.join(uploadsDir, `${row.image}-${w}x${h}.webp`))).toBe(true);
    const shown = (await tree()).find((c) => c.slug === "garden-tools");
    expect(shown?.image).toBe(`/uploads/${row.image}-130x95.webp`);
    expect(await entries()).toBe(n + 1);
    expect(await last()).toMatchObject({
      action: "category.create",
      targetType: "category",
      targetId: String(row.id),
      actorEmail: "admin@example.com",
    });
    expect(created.name).toEqual(name("garden tools"));

    // a child under it; the menu shows it under its parent
    const child = await post(admin, "/admin/catalog/categories", category("rakes", { parent_id: row.id }));
    expect(child.status).toBe(200);
    const [rakes] = await db.select().from(categories).where(eq(categories.slug, "rakes"));
    expect(rakes).toMatchObject({ parentId: row.id, depth: 1, path: `/${row.id}/${rakes.id}/` });
    expect((await tree()).find((c) => c.slug === "garden-tools")?.child_categories.map((c) => c.slug)).toEqual(["rakes"]);

    // refused: a taken slug, a bad commission, no English name, a parent below itself, a file that is not a picture; nothing changes
    const before = { rows: await db.select().from(categories), audit: await entries() };
    const clash = await post(admin, "/admin/catalog/categories", category("garden-tools"));
    expect(clash.status).toBe(422);
    expect(Object.keys(clash.body.errors)).toEqual(["slug"]);
    const bad = await post(admin, `/admin/catalog/categories/${row.id}`, {
      ...category("garden-tools", { commission_rate: "150" }),
      name: { en: "", fa: "", ar: "" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["commission_rate", "name.en"]);
    const loop = await post(admin, `/admin/catalog/categories/${row.id}`, category("garden-tools", { parent_id: rakes.id }));
    expect(loop.status).toBe(422);
    expect(Object.keys(loop.body.errors)).toEqual(["parent_id"]);
    const fake = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", { type: "image/png" });
    const notPicture = await admin.request("/admin/catalog/categories", {
      method: "POST",
      body: multipart(category("fake-pic"), "image", fake),
    });
    expect(notPicture.status).toBe(422);
    expect(Object.keys((await notPicture.json()).errors)).toEqual(["image"]);
    // deleting a category with sub-categories, or one products use: 409 with the reason
    const withChildren = await post(admin, `/admin/catalog/categories/${row.id}/delete`);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.error).toMatch(/sub-categories/);
    const [used] = await db.select({ id: products.categoryId }).from(products).limit(1);
    const inUse = await post(admin, `/admin/catalog/categories/${used.id}/delete`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatch(/in use/);
    expect({ rows: await db.select().from(categories), audit: await entries() }).toEqual(before);

    // renamed with a commission, audited with before and after; the shop's tree follows
    const renamed = await post(admin, `/admin/catalog/categories/${row.id}`, {
      ...category("garden-tools", { commission_rate: "12.5", is_featured: true }),
      name: name("Garden & tools"),
    });
    expect(renamed.status).toBe(200);
    expect((await last()).before).toMatchObject({ name: name("garden tools"), commission_rate: null, is_featured: false });
    expect((await last()).after).toMatchObject({ name: name("Garden & tools"), commission_rate: "12.50", is_featured: true });
    expect((await tree()).find((c) => c.slug === "garden-tools")?.title).toBe("Garden & tools");
    // the same again writes nothing
    const again = await post(admin, `/admin/catalog/categories/${row.id}`, {
      ...category("garden-tools", { commission_rate: "12.50", is_featured: true }),
      name: name("Garden & tools"),
    });
    expect(again.body.repeated).toBe(true);

    // hidden: it leaves the shop's tree with its branch (its child is not lifted to the top)
    expect(
      (
        await post(admin, `/admin/catalog/categories/${row.id}`, {
          ...category("garden-tools", { commission_rate: "12.50", is_featured: true, is_active: false }),
          name: name("Garden & tools"),
        })
      ).status,
    ).toBe(200);
    expect((await tree()).some((c) => c.slug === "garden-tools" || c.slug === "rakes")).toBe(false);
    await post(admin, `/admin/catalog/categories/${row.id}`, {
      ...category("garden-tools", { commission_rate: "12.50", is_featured: true }),
      name: name("Garden & tools"),
    });

    // moved one place up among the roots (the menu's order)
    const roots = async () => (await tree()).map((c) => c.slug);
    const at = (await roots()).indexOf("garden-tools");
    expect(at).toBeGreaterThan(0);
    expect((await post(admin, `/admin/catalog/categories/${row.id}/move`, { direction: "up" })).status).toBe(200);
    expect((await roots()).indexOf("garden-tools")).toBe(at - 1);
    expect((await last()).action).toBe("category.move");

    // the leaf, then the emptied parent, are deleted; the picture's files go with it
    expect((await post(admin, `/admin/catalog/categories/${rakes.id}/delete`)).status).toBe(200);
    expect((await post(admin, `/admin/catalog/categories/${row.id}/delete`)).status).toBe(200);
    expect(await last()).toMatchObject({ action: "category.delete", before: expect.objectContaining({ slug: "garden-tools" }) });
    expect(existsSync(path.join(uploadsDir, `${row.image}-130x95.webp`))).toBe(false);
    expect((await roots()).includes("garden-tools")).toBe(false);
  });

  it("brands: a new brand with its logo shows on the brands page at once; a used brand cannot be deleted", async () => {
    const db = database.db;
    const visitor = await guest(app);
    const page = async () => (await get(visitor, "/home/brands")).brands.data as { slug: string; title: string; image: string }[];
    expect((await page()).some((b) => b.slug === "quillfeather")).toBe(false);
    const file = new File([await png()], "logo.png", { type: "image/png" });
    const res = await admin.request("/admin/catalog/brands", { method: "POST", body: multipart(brand("quillfeather"), "logo", file) });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(brands).where(eq(brands.slug, "quillfeather"));
    expect(row.logo).toMatch(/^brands\/quillfeather-[0-9a-f]{16}$/);
    expect((await page()).find((b) => b.slug === "quillfeather")?.image).toBe(`/uploads/${row.logo}-130x93.webp`);
    expect((await last()).action).toBe("brand.create");

    const n = await entries();
    expect((await post(admin, "/admin/catalog/brands", brand("quillfeather"))).status).toBe(422);
    const fake = new File([new TextEncoder().encode("GIF89a not really")], "x.gif", { type: "image/gif" });
    const notPicture = await admin.request(`/admin/catalog/brands/${row.id}`, {
      method: "POST",
      body: multipart(brand("quillfeather"), "logo", fake),
    });
    expect(notPicture.status).toBe(422);
    expect(Object.keys((await notPicture.json()).errors)).toEqual(["logo"]);
    const [used] = await db.select({ id: products.brandId }).from(products).where(isNotNull(products.brandId)).limit(1);
    const usedId = present(used?.id, "a product's brand");
    const refused = await post(admin, `/admin/catalog/brands/${usedId}/delete`);
    expect(refused.status).toBe(409);
    expect(await db.select().from(brands).where(eq(brands.id, usedId))).toHaveLength(1);
    expect(await entries()).toBe(n);

    const updated = await post(admin, `/admin/catalog/brands/${row.id}`, brand("quillfeather", { name: name("Quill & Feather") }));
    expect(updated.status).toBe(200);
    expect((await last()).before).toMatchObject({ name: name("quillfeather") });
    expect((await page()).find((b) => b.slug === "quillfeather")?.title).toBe("Quill & Feather");
    expect((await post(admin, `/admin/catalog/brands/${row.id}/delete`)).status).toBe(200);
    expect((await page()).some((b) => b.slug === "quillfeather")).toBe(false);
    expect((await last()).action).toBe("brand.delete");
  });

  it("colours: the code must be #RRGGBB; a colour products show cannot be deleted", async () => {
    const db = database.db;
    const n = await entries();
    const bad = await post(admin, "/admin/catalog/colours", { name: name("Sea"), slug: "sea", hex: "blue" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["hex"]);
    expect(await db.select().from(colors).where(eq(colors.slug, "sea"))).toHaveLength(0);
    expect(await entries()).toBe(n);
    const made = await post(admin, "/admin/catalog/colours", { name: name("Sea"), slug: "sea", hex: "#12ab34" });
    expect(made.status).toBe(200);
    expect(made.body.colour.hex).toBe("#12AB34");
    expect(await last()).toMatchObject({ action: "colour.create", after: { hex: "#12AB34", slug: "sea" } });
    const [used] = await db
      .select({ id: colors.id })
      .from(colors)
      .where(sql`exists (select 1 from products where ${colors.id} = any(products.color_ids))`)
      .limit(1);
    expect((await post(admin, `/admin/catalog/colours/${used.id}/delete`)).status).toBe(409);
    const listed = (await get(admin, "/admin/catalog/colours/list")).colours as { id: number; products: number }[];
    expect(listed.find((c) => c.id === used.id)?.products).toBeGreaterThan(0);
    // renaming a colour products show: the listing filters (cached) follow at once
    const filters = async () => (await get(await guest(app), "/home/filter_data")).colors as { id: number; name: string }[];
    expect((await filters()).some((c) => c.id === used.id)).toBe(true);
    const [demo] = await db.select().from(colors).where(eq(colors.id, used.id));
    const renamed = await post(admin, `/admin/catalog/colours/${used.id}`, { name: name("Sea glass"), slug: demo.slug, hex: demo.hex });
    expect(renamed.status).toBe(200);
    expect((await filters()).find((c) => c.id === used.id)?.name).toBe("Sea glass");
    expect(
      (await post(admin, `/admin/catalog/colours/${made.body.colour.id}`, { name: name("Sea"), slug: "sea", hex: "#00AAFF" })).status,
    ).toBe(200);
    expect((await last()).before).toMatchObject({ hex: "#12AB34" });
    expect((await post(admin, `/admin/catalog/colours/${made.body.colour.id}/delete`)).status).toBe(200);
    expect(await db.select().from(colors).where(eq(colors.slug, "sea"))).toHaveLength(0);
  });

  it("attributes: values are kept by id, added and removed; a used value cannot be removed", async () => {
    const db = database.db;
    const twice = await post(admin, "/admin/catalog/attributes", {
      name: name("Width"),
      slug: "width",
      values: [
        { id: null, value: "Narrow" },
        { id: null, value: "narrow" },
      ],
    });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.errors)).toEqual(["values.1.value"]);
    const made = await post(admin, "/admin/catalog/attributes", {
      name: name("Width"),
      slug: "width",
      values: [
        { id: null, value: "Narrow" },
        { id: null, value: "Wide" },
      ],
    });
    expect(made.status).toBe(200);
    const [narrow, wide] = made.body.attribute.values;
    const changed = await post(admin, `/admin/catalog/attributes/${made.body.attribute.id}`, {
      name: name("Width"),
      slug: "width",
      values: [
        { id: wide.id, value: "Extra wide", labels: { fa: "خیلی پهن", ar: "عريض جدًا" } },
        { id: null, value: "Regular" },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.attribute.values).toEqual([
      { id: wide.id, value: "Extra wide", labels: { fa: "خیلی پهن", ar: "عريض جدًا" } },
      { id: expect.any(Number), value: "Regular", labels: { fa: "", ar: "" } },
    ]);
    // a value's own language is kept; a language without one shows the default language's
    expect((await db.select().from(attributeValues).where(eq(attributeValues.id, wide.id)))[0].labels).toEqual({
      fa: "خیلی پهن",
      ar: "عريض جدًا",
    });
    const tooLong = await post(admin, `/admin/catalog/attributes/${made.body.attribute.id}`, {
      name: name("Width"),
      slug: "width",
      values: [{ id: wide.id, value: "Extra wide", labels: { fa: "پ".repeat(41), ar: "" } }],
    });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.errors)).toEqual(["values.0.labels.fa"]);
    expect(await db.select().from(attributeValues).where(eq(attributeValues.id, narrow.id))).toHaveLength(0);
    expect(await last()).toMatchObject({
      action: "attribute.update",
      before: { values: [{ value: "Narrow" }, { value: "Wide" }] },
      after: { values: [{ value: "Extra wide", labels: { fa: "خیلی پهن", ar: "عريض جدًا" } }, { value: "Regular" }] },
    });

    // a demo attribute whose values variants use: leaving one out is refused, nothing changes
    const [usedValue] = await db
      .select()
      .from(attributeValues)
      .where(
        sql`exists (select 1 from product_variants v where ${attributeValues.id} = any(v.attribute_value_ids)) or exists (select 1 from products p where ${attributeValues.id} = any(p.attribute_value_ids))`,
      )
      .limit(1);
    const [attr] = await db.select().from(attributes).where(eq(attributes.id, usedValue.attributeId));
    const all = await db.select().from(attributeValues).where(eq(attributeValues.attributeId, attr.id));
    const n = await entries();
    const refused = await post(admin, `/admin/catalog/attributes/${attr.id}`, {
      name: { en: attr.name.en, fa: attr.name.fa ?? "", ar: attr.name.ar ?? "" },
      slug: attr.slug,
      values: all.filter((v) => v.id !== usedValue.id).map((v) => ({ id: v.id, value: v.value })),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(usedValue.value);
    expect((await post(admin, `/admin/catalog/attributes/${attr.id}/delete`)).status).toBe(409);
    expect(await db.select().from(attributeValues).where(eq(attributeValues.attributeId, attr.id))).toEqual(all);
    expect(await entries()).toBe(n);

    expect((await post(admin, `/admin/catalog/attributes/${made.body.attribute.id}/delete`)).status).toBe(200);
    expect(await db.select().from(attributeValues).where(eq(attributeValues.attributeId, made.body.attribute.id))).toHaveLength(0);
  });

  it("staff without `catalog` get 403, customers and guests 404, and nothing changes; staff with it may work", async () => {
    const without = await staff(["orders", "content"]);
    const withIt = await staff(["catalog"]);
    const { client: customer } = await signUp(app);
    const visitor = await guest(app);
    const count0 = (await database.db.select().from(brands)).length;
    for (const [client, status] of [
      [without, 403],
      [customer, 404],
      [visitor, 404],
    ] as const) {
      expect((await client.request("/admin/catalog/brands/list")).status).toBe(status);
      expect((await post(client, "/admin/catalog/brands", brand("sneaky"))).status).toBe(status);
    }
    expect((await database.db.select().from(brands)).length).toBe(count0);
    expect((await withIt.request("/admin/catalog/categories/list")).status).toBe(200);
    const made = await post(withIt, "/admin/catalog/brands", brand("staff-made"));
    expect(made.status).toBe(200);
    expect((await post(withIt, `/admin/catalog/brands/${made.body.brand.id}/delete`)).status).toBe(200);
  });
});
