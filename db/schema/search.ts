import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/** Every normalised word of the product names, for "did you mean" when a search finds nothing. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
    /** how many visible products use the word (the more, the better a suggestion) */
    uses: integer("uses").notNull().default(0),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
