/** The URL of the icon sprite, with the base path (scripts/icon-sprite.ts). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
