export * from "./catalog";
export * from "./content";
export * from "./accounts";
export * from "./geo";
export * from "./locale";
export * from "./shops";
export * from "./users";
