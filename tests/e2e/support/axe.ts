import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Desktop and phone widths every new screen is checked at. */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * axe-core on the current page against WCAG 2.1 A and AA; fails with the list of violations
 * (rule, impact, the first nodes' selectors) so the report says what to fix.
 *
 * axe ships 'label-content-name-mismatch' (WCAG 2.5.3 Label in Name, level A) switched off, so
 * selecting rules by WCAG tag alone never runs it: it is switched on here, otherwise a button
 * whose aria-label does not contain its visible text passes unseen.
 */
export async function expectNoAxeViolations(
  page: Page,
  opts: { include?: string; exclude?: string[]; rules?: string[]; label?: string } = {},
) {
  // A page that has just navigated may not have its title yet (Next streams it after the body's
  // start): check the page once it has one, as a reader meets it.
  await expect(page).toHaveTitle(/\S/);
  // Legacy mode: axe runs in the page and asks its frames itself. The default mode opens a new
  // blank page for every check, injects axe there too and gathers the frames' results in it:
  // measured on a list screen, 0.8 to 1.2 s a check against 0.35 s, for the same rules and nodes
  // (the portal's pages are one origin, so no frame is left out).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({
    rules: { "label-content-name-mismatch": { enabled: true } },
    // Only the violations are read: axe then builds the selectors of every node for them alone,
    // not for the thousands of nodes that pass (a third to a half of a check's time measured on
    // the dashboard and the lists; every violation is still reported with all its nodes).
    resultTypes: ["violations"],
  });
  // `rules`: only these (e.g. the contrast of a colour theme); otherwise all of WCAG 2.1 A/AA.
  builder = opts.rules ? builder.withRules(opts.rules) : builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (opts.include) builder = builder.include(opts.include);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
  expect(summary, `axe-core WCAG 2.1 A/AA violations${opts.label ? ` (${opts.label})` : ""}`).toEqual([]);
}

/** Runs the axe check at desktop and phone widths, restoring the desktop size afterwards. */
export async function expectAccessibleAtBothWidths(page: Page, ready: () => Promise<void>) {
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await ready();
    await expectNoAxeViolations(page);
  }
}
