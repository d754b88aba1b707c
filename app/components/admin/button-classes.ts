/** The editorial console's buttons: the main one, and a link that looks like a button. */
export const buttonClass = "rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";
export const linkButtonClass =
  "inline-flex items-center rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-50";
