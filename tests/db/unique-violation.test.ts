import { beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { pages } from "../../db/schema";
import { ValidationError } from "../../kernel/errors";
import { isUniqueViolation, uniqueAs } from "../../kernel/unique-violation";
import { describeOnDatabases } from "../setup/test-db";

/** Two saves of one slug at once: the unique index's refusal reads as the form's 422, on either database. */
describeOnDatabases("a unique index's refusal", { seed: false }, (on) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = on.database;
  });

  it("is told from other errors and becomes the given refusal", async () => {
    const page = { slug: `race-${process.pid}`, title: { en: "Race" }, content: { en: "" } };
    await database.db.insert(pages).values(page);
    const duplicate = await database.db
      .insert(pages)
      .values(page)
      .then(() => null)
      .catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const refused = await database.db
      .insert(pages)
      .values(page)
      .catch(uniqueAs(() => new ValidationError({ slug: ["ed_slug_taken"] })))
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ValidationError);
    // another failure (a missing required value) goes on as it was
    const other = await database.db
      .insert(pages)
      .values({ slug: null as unknown as string, title: { en: "x" }, content: { en: "" } })
      .catch(uniqueAs(() => new ValidationError({ slug: ["ed_slug_taken"] })))
      .catch((err: unknown) => err);
    expect(isUniqueViolation(other)).toBe(false);
    expect(other).not.toBeInstanceOf(ValidationError);
  });
});
