import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown }[] };

/**
 * Runs axe-core in the page (evaluated through the browser's devtools protocol, so the app's
 * CSP stays as it is) and answers the serious and critical violations, readably.
 */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  axeSource ??= await readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(", ")}`,
    );
}
