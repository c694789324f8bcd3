import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { withDb } from "./support/db";
import { expectNoEnglish, memberIn } from "./support/languages";

/**
 * Notifications are worded when they are read, in the reader's language: a German member's
 * Notifications page and bell are German, the hose of an unnamed notification goes by its tag in
 * German, and marking it read answers in German. (The emails and PDFs are checked by
 * tests/integration/languages-mail-pdf.test.ts.)
 */

test("a German member reads their notifications in German", async ({ page }) => {
  const org = await memberIn(page, "de", "Notiz");
  const tagId = await withDb(async (query) => {
    const [member] = await query(
      `SELECT "id", "clientId" FROM "User" WHERE "firstName" = 'Notiz' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    const [hose] = await query(
      `SELECT "id", "tagId" FROM "Hose" WHERE "customerOrganisationId" = $1 AND "tagId" IS NOT NULL AND "deletedAt" IS NULL LIMIT 1`,
      [org],
    );
    // Stored as the write wrote it: what happened, the hose as it was named (here by its tag), who.
    await query(
      `INSERT INTO "Notification" ("id", "clientId", "userId", "organisationId", "hoseId", "kind", "hoseTitle", "tagId", "actorName", "detail")
       VALUES (gen_random_uuid(), $1, $2, $3, $4, 'REPLACE', $5, $6, 'Ina Inspektor', 'Mantel bis aufs Geflecht abgerieben')`,
      [member!.clientId, member!.id, org, hose!.id, `Tag ${hose!.tagId}`, hose!.tagId],
    );
    return hose!.tagId as string;
  });

  await page.goto(`/portal/${org}/notifications`);
  await expect(page.getByRole("heading", { name: "Benachrichtigungen", level: 1 })).toBeVisible();
  await expect(page.getByTestId("notification-bell").first()).toContainText("Benachrichtigungen");
  const item = page.getByTestId("notification");
  await expect(item).toContainText("Prüfung ergibt Austauschen");
  await expect(item).toContainText(`Kennung ${tagId}`);
  await expect(item).toContainText("von Ina Inspektor");
  await expect(item).toContainText(/\d{2}\.\d{2}\.\d{4}/);
  await expectNoEnglish(page, "de", ["notifications"]);
  await expectNoAxeViolations(page);

  await item.getByRole("button", { name: /^Als gelesen markieren/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Als gelesen markiert" })).toBeVisible();
  await expect(item.getByRole("button", { name: /^Als gelesen markieren/ })).toHaveCount(0);
});
