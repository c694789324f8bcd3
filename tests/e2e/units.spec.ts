import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe";
import { withDb } from "./support/db";
import { switchTo } from "./support/personas";

/**
 * Units (lib/units): a user who chooses imperial units in Your profile sees psi, inches and dash
 * sizes, types psi and inches in the configuration form, and the rows hold whole bar and mm.
 * The persona is South's admin, whom no configuration spec acts as, so the choice does not
 * change what those specs see; it is set back to the client's default at the end.
 */

test.describe.configure({ mode: "serial" });
test.beforeEach(() => test.setTimeout(120_000));

const PERSONA = "south@demo.test";
const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

async function chooseUnits(page: Page, base: string, label: string) {
  await page.goto(`${base}/your-profile`);
  const form = page.getByRole("form", { name: "Basic details" });
  await form.getByRole("combobox", { name: "Units", exact: true }).selectOption({ label });
  await form.getByRole("combobox", { name: "Pressure unit" }).selectOption("");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("status")).toHaveText("Your details have been saved");
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`an imperial user sees and enters psi and inches, stored as bar and mm (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const base = await switchTo(page, PERSONA);
    expect(base).toMatch(/^\/portal\/[0-9a-f-]{36}$/);

    await chooseUnits(page, base, "Imperial (inches, psi)");
    await expect(page.getByRole("combobox", { name: "Units", exact: true })).toHaveValue("imperial");
    await expectNoAxeViolations(page, { label: `Your profile, ${width}` });

    // The configuration form reads psi and inches; the bore list names dash sizes.
    const name = unique("E2E imperial");
    await page.goto(`${base}/hose-configurations`);
    await page.getByRole("link", { name: "Create hose config" }).click();
    const dialog = page.getByRole("dialog", { name: "Create hose config" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByRole("combobox", { name: "Hose type", exact: true }).selectOption("2SN");
    const bore = dialog.getByRole("combobox", { name: "Bore size", exact: true });
    await expect(bore.getByRole("option", { name: '1/2" (-08)' })).toHaveCount(1);
    await bore.selectOption('1/2"');
    // The size mapping's 275 bar, suggested in psi.
    await expect(dialog.getByLabel("Display pressure (psi)")).toHaveValue("3989");
    await expect(dialog.getByText("Suggested for this hose type and bore size: 3,989 psi")).toBeVisible();
    await expect(dialog.getByLabel("Length (in)")).toHaveValue("0");
    await dialog.getByLabel("Display pressure (psi)").fill("3000");
    await dialog.getByLabel("Length (in)").fill("39.37");
    await expectNoAxeViolations(page, { label: `configuration form, ${width}` });
    await dialog.getByRole("button", { name: "Create hose config" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("notice")).toHaveText(`${name} has been added`);

    // Stored metric, read straight from the row.
    const [stored] = await withDb((q) =>
      q(`SELECT "displayPressure", length, "boreSize" FROM "HoseConfiguration" WHERE name = $1`, [name]),
    );
    expect(stored).toEqual({ displayPressure: 207, length: 1000, boreSize: '1/2"' });

    // The library (a table, or cards at 390 px) and the full details show psi, inches and dash sizes.
    const search = encodeURIComponent(JSON.stringify([{ key: "search", value: name }]));
    await page.goto(`${base}/hose-configurations?filters=${search}`);
    const row =
      width === "phone"
        ? page.getByTestId("row-cards").locator("li").filter({ hasText: name })
        : page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText('1/2" (-08)');
    await page.goto(`${base}/hose-configurations/${await idOf(name)}/view`);
    const details = page.getByRole("dialog", { name: "View hose config" });
    await expect(details).toContainText("3,002 psi");
    await expect(details).toContainText("39.37 in");
    await expect(details).toContainText('1/2" (-08)');

    // A hose built to a configuration shows it the same way on its page.
    const [hose] = await withDb((q) =>
      q(
        `SELECT h.id, c."displayPressure", c.length FROM "Hose" h
           JOIN "HoseConfiguration" c ON c.id = h."hoseConfigurationId"
           JOIN "Organisation" o ON o.id = h."customerOrganisationId"
           JOIN "Organisation" d ON d.id = o."distributorId"
          WHERE d."accountCode" = 'SOUTH1' AND d."clientId" = (SELECT "clientId" FROM "User" WHERE email = $1) AND h."deletedAt" IS NULL AND c."boreSize" LIKE '%"'
            AND c."displayPressure" > 0 AND c.length > 0
          ORDER BY h.id LIMIT 1`,
        [PERSONA],
      ),
    );
    expect(hose, "a hose of South's customers built to a configuration").toBeTruthy();
    await page.goto(`${base}/hoses/${hose!.id}`);
    const config = page.getByRole("region", { name: "Configuration", exact: true });
    const psi = Math.round(Number(hose!.displayPressure) / 0.0689475729).toLocaleString("en-GB");
    const inches = (Number(hose!.length) / 25.4).toLocaleString("en-GB", { maximumFractionDigits: 2 });
    await expect(config).toContainText(`${psi} psi, ${inches} in`);
    await expect(config).toContainText(/\(-\d\d\)/);
  });
}

test("back to the client's default units: mm and bar again", async ({ page }) => {
  const base = await switchTo(page, PERSONA);
  await chooseUnits(page, base, "The client's default: Metric (mm, bar)");
  await page.goto(`${base}/hose-configurations`);
  await page.getByRole("link", { name: "Create hose config" }).click();
  const dialog = page.getByRole("dialog", { name: "Create hose config" });
  await expect(dialog.getByLabel("Length (mm)")).toHaveValue("0");
  await expect(dialog.getByLabel("Display pressure (bar)")).toBeVisible();
});

async function idOf(name: string): Promise<string> {
  const [row] = await withDb((q) => q(`SELECT id FROM "HoseConfiguration" WHERE name = $1`, [name]));
  return String(row!.id);
}
