-- The search vector stays in the product's row (decision 949): stored out of line (TOAST, the
-- default for a product row over 2 KB), every search read it three times per match (the match
-- check, the name tier, ts_rank), each a TOAST index look-up: 1.4 s for a word matching 9,447
-- of 1,000,000 products. MAIN keeps it in the row (compressed only if the row still does not
-- fit once the descriptions have moved out). Rows written before keep theirs where they are until rewritten.
ALTER TABLE "products" ALTER COLUMN "search_vector" SET STORAGE MAIN;
