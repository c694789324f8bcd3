import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { openAs } from "./support/personas";
import { downloadFromNewTab } from "./support/downloads";

test.beforeEach(() => test.setTimeout(90_000));

for (const [menu, file, header] of [
  ["Tagged hoses", "hoses", "Tag id,Name,Status,Customer"],
  ["Inspections", "inspections", "Inspection date,Result,Inspected by,Tag id"],
] as const) {
  test(`an Admin exports ${menu} as a streamed CSV named with the list and the date @embedded`, async ({
    page,
  }, testInfo) => {
    const portal = await openAs(page, "distributor@demo.test", `{portal}/${file}`);
    expect(portal).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
    const { download, tab } = await downloadFromNewTab(page, () =>
      page.getByRole("button", { name: "Export CSV" }).click(),
    );
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${file}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    const saved = testInfo.outputPath(`${file}.csv`);
    await download.saveAs(saved);
    await tab.close().catch(() => undefined);
    const bytes = await readFile(saved);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toContain(header);
    expect(lines.length).toBeGreaterThan(1);
  });
}

test("a User (not an Admin) is offered no export", async ({ page }) => {
  const portal = await openAs(page, "user@demo.test", "{portal}/hoses");
  expect(portal).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tagged hoses" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Export CSV" })).toHaveCount(0);
});
