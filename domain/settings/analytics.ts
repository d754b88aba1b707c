/**
 * The analytics provider chosen by setting (off by default). Page views always count
 * first-party; a provider, when on, also gets them in the browser. Its hosts join the CSP.
 */
export interface AnalyticsConfig {
  provider: "none" | "google";
  id: string;
}

/** A Google Analytics measurement or tag id ("G-XXXXXXX"). */
export const GA_ID = /^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$/;

export function analyticsConfig(settings: Record<string, unknown>): AnalyticsConfig {
  const id = String(settings.analytics_id ?? "").trim();
  if (settings.analytics_provider === "google" && GA_ID.test(id)) return { provider: "google", id };
  return { provider: "none", id: "" };
}

/** Hosts the page may load scripts from and send data to for this configuration. */
export function analyticsHosts(config: AnalyticsConfig): { script: string[]; connect: string[] } {
  if (config.provider !== "google") return { script: [], connect: [] };
  return {
    script: ["https://www.googletagmanager.com"],
    connect: [
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    ],
  };
}
