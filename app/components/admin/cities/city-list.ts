import type { adminCityList } from "../../../../domain/shipping/admin-cities";

/** A page of cities as the console lists them, with the filters it answers and the filters that were not read. */
export type CityPage = Awaited<ReturnType<typeof adminCityList>> & { invalid: string[] };
/** One city's row. */
export type CityRow = CityPage["data"][number];
