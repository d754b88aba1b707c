import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page as it is now, one line each (rule, impact,
 * first elements). In axe's legacy mode: one `axe.run` in the page (its frames included), where
 * the default opens a blank page for every check to put the frames' results together, which took
 * 2.4 times as long on the home page for the same findings (docs/testing.md).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 4)
          .map((n) => n.target.join(" "))
          .join(" | ")}${v.nodes.length > 4 ? ` … ${v.nodes.length} elements` : ""}`,
    );
}
