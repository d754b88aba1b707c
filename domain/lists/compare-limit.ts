/**
 * At most this many products side by side. Four columns plus the row labels still fit a
 * desktop screen (about 260 px each at 1280 px) and stay readable on a phone when scrolled;
 * beyond that a comparison stops being one at a glance. (No imports: the compare page reads it too.)
 */
export const COMPARE_MAX = 4;
