import { expect, test } from "@playwright/test";
import { actAs, openAs } from "./support/personas";
import { expectAccessibleAtBothWidths } from "./support/axe";

test.beforeEach(() => test.setTimeout(120_000));

const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(lines.join("\r\n")),
});
const suffix = () => Math.random().toString(36).slice(2, 8).toUpperCase();

test("a system admin uploads a tag file, deletes tags by file (tags in use stay), renames and deletes a batch @embedded", async ({
  page,
}) => {
  const s = suffix();
  const batch = `E2E batch ${s}`;
  await openAs(page, "system@demo.test", "{portal}/tag-management");
  await expect(page.getByRole("heading", { level: 1, name: "Tag management" })).toBeVisible();
  const uploadedBefore = Number(
    (await page.getByText("Tags uploaded").locator("xpath=following-sibling::dd").innerText()).replace(/,/g, ""),
  );

  const upload = page.getByRole("region", { name: "Upload tags" });
  await upload.getByLabel("Batch name").fill(batch);
  // Only this distributor's customers may fit the batch's tags.
  await upload.getByLabel("Allocated to").selectOption({ label: "Northern Hose Supply" });
  await upload
    .getByLabel("Tag file (.csv)")
    .setInputFiles(csvFile("tags.csv", ["Tag id", `E2E${s}1`, `E2E${s}2`, `E2E${s}3`]));
  await upload.getByRole("button", { name: "Upload tags" }).click();
  await expect(upload.getByRole("status")).toHaveText("Added 3 tags to the system");
  await expect(page.getByText("Tags uploaded").locator("xpath=following-sibling::dd")).toHaveText(
    (uploadedBefore + 3).toLocaleString("en-GB"),
  );
  await expect(page.getByRole("row", { name: new RegExp(batch) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(batch) })).toContainText("Northern Hose Supply");

  // The same tags again: refused inline, nothing added.
  await upload.getByLabel("Batch name").fill(`${batch} again`);
  await upload.getByLabel("Tag file (.csv)").setInputFiles(csvFile("tags.csv", [`E2E${s}1`]));
  await upload.getByRole("button", { name: "Upload tags" }).click();
  await expect(upload.getByText(`These tag ids are already in the system: 'E2E${s}1'`)).toBeVisible();

  // DH100001 is fitted to a seeded hose: it stays and is listed.
  const remove = page.getByRole("region", { name: "Delete tags" });
  await remove.getByLabel("Tag file (.csv)").setInputFiles(csvFile("remove.csv", [`E2E${s}1`, `E2E${s}2`, "DH100001"]));
  await remove.getByRole("button", { name: "Delete tags" }).click();
  await expect(remove.getByRole("status")).toContainText("Removed 2 tags from the system");
  await expect(remove.getByRole("status")).toContainText("DH100001");
  await expectAccessibleAtBothWidths(page, () =>
    expect(page.getByRole("heading", { name: "Tag batches" })).toBeVisible(),
  );

  const row = page.getByRole("row", { name: new RegExp(batch) });
  await row.getByRole("button", { name: `Actions for ${batch}` }).click();
  await page.getByRole("menuitem", { name: "Edit batch" }).click();
  const edit = page.getByRole("dialog", { name: "Edit batch" });
  await edit.getByLabel("Batch name").fill(`${batch} renamed`);
  await expect(edit.getByLabel("Allocated to")).toHaveValue(/[0-9a-f-]{36}/);
  await edit.getByLabel("Allocated to").selectOption({ label: "Southern Fluid Power" });
  await edit.getByRole("button", { name: "Save batch" }).click();
  await expect(edit).toHaveCount(0);
  const renamed = page.getByRole("row", { name: new RegExp(`${batch} renamed`) });
  await expect(renamed).toBeVisible();
  await expect(renamed).toContainText("Southern Fluid Power");

  await renamed.getByRole("button", { name: `Actions for ${batch} renamed` }).click();
  await page.getByRole("menuitem", { name: "Delete batch" }).click();
  const del = page.getByRole("dialog", { name: "Delete batch" });
  await del.getByRole("button", { name: "Delete batch" }).click();
  await expect(del).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(batch) })).toHaveCount(0);
});

test("the seeded batch has tags in use: no Delete action", async ({ page }) => {
  await openAs(page, "system@demo.test", "{portal}/tag-management");
  const row = page.getByRole("row", { name: /Demo tags batch 1/ });
  await row.getByRole("button", { name: "Actions for Demo tags batch 1" }).click();
  await expect(page.getByRole("menuitem", { name: "Edit batch" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete batch" })).toHaveCount(0);
});

test("a client admin who is not a system admin is refused the screen", async ({ page }) => {
  await actAs(page, "admin@demo.test");
  await expect(page).toHaveURL(/\/portal\/admin$/);
  await page.goto("/portal/admin/tag-management");
  await expect(page.getByText("You do not have the correct permissions to access that page")).toBeVisible();
});
