/** The orders a shopper can pick on a listing (the search's relevance is offered besides, with a search). */
export const SORTS = ["newest", "oldest", "top_rated", "top_selling", "price_low", "price_high"] as const;
export type ListingSort = (typeof SORTS)[number];
