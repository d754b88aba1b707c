/**
 * The demo colour switcher's keys in browser storage and how they become CSS variables (spec
 * sections 2 and 6; decision 031): the primary colour, the menu's background and text colours,
 * and the account sidebar's tints (the primary colour with the hex-alpha suffixes 20 and 10).
 */
export const COLOUR_KEYS = {
  primary: "primary-color",
  menuBg: "menu-bg-color",
  menuText: "menu-text-color",
  sidebar: "profile-sidebar",
} as const;

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The variables a choice sets (only well-formed #rrggbb colours are taken). */
export function colourVariables(choice: {
  primary?: string | null;
  menuBg?: string | null;
  menuText?: string | null;
}): Record<string, string> {
  const vars: Record<string, string> = {};
  if (choice.primary && HEX.test(choice.primary)) {
    vars["--primary-color"] = choice.primary;
    vars["--profile-sidebar-active"] = `${choice.primary}20`;
    vars["--profile-sidebar-hover"] = `${choice.primary}10`;
  }
  if (choice.menuBg && HEX.test(choice.menuBg)) vars["--menu-bg-color"] = choice.menuBg;
  if (choice.menuText && HEX.test(choice.menuText)) vars["--menu-text-color"] = choice.menuText;
  return vars;
}

/**
 * The script put in the page's head when demo mode is on: it applies the stored colours before
 * the first paint, so a visitor's chosen colours never flash the shop's own first. Self-contained
 * (no imports: it runs before any module) and guarded (storage may be blocked).
 */
export const PRE_PAINT_COLOURS = `(function(){try{var s=window.localStorage,h=/^#[0-9a-fA-F]{6}$/,r=document.documentElement.style,p=s.getItem("${COLOUR_KEYS.primary}"),b=s.getItem("${COLOUR_KEYS.menuBg}"),t=s.getItem("${COLOUR_KEYS.menuText}");if(p&&h.test(p)){r.setProperty("--primary-color",p);r.setProperty("--profile-sidebar-active",p+"20");r.setProperty("--profile-sidebar-hover",p+"10");}if(b&&h.test(b))r.setProperty("--menu-bg-color",b);if(t&&h.test(t))r.setProperty("--menu-text-color",t);}catch(e){}})();`;
