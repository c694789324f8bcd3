import { expect, test } from "@playwright/test";
import { passHumanCheck } from "./support/auth";
import { openAs } from "./support/personas";
import { expectNoAxeViolations } from "./support/axe";
import { waitForEmail } from "./support/outbox";

// Riverside Foods' first hose (demo seed): its Admin is riverside@demo.test. Another
// customer than the one whose public card the labels spec turns off and on.
const TAG = "DH100053";
/** A 1 x 1 PNG: the reporter's photo. */
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const PHOTO = "weeping-crimp.png";
/** Stored as what the browser made of it: a JPEG. */
const STORED = "weeping-crimp.jpg";

test("an anonymous scanner reports a problem; the organisation's Admin gets the email and sees the note", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const message = `Oil weeping at the crimp ${Date.now().toString(36)}`;
  await page.goto(`/t/${TAG}`);
  await expect(page.getByRole("heading", { name: "Tagged hose" })).toBeVisible();
  // The client's brand; the customer's name only where its settings add it (off by default).
  await expect(
    page.getByTestId("client-wordmark").or(page.getByRole("img", { name: "Demo Hydraulics logo" })),
  ).toBeVisible();
  await expect(page.getByTestId("public-hose-card")).not.toContainText("Riverside");
  await expectNoAxeViolations(page);
  const form = page.getByRole("form", { name: "Report a problem" });
  await form.getByLabel("What is wrong with this hose?").fill(message);
  // A photo of it (the browser shrinks it before sending).
  await form
    .getByLabel(/^Photo/)
    .setInputFiles({ name: PHOTO, mimeType: "image/png", buffer: Buffer.from(PNG, "base64") });
  await expect(form.getByTestId("report-photo")).toHaveText(`Photo ready to send: ${PHOTO}`);
  await passHumanCheck(page);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(
    page.getByText("Thank you: the problem has been reported to the people who look after this hose"),
  ).toBeVisible();

  const email = await waitForEmail("riverside@demo.test", /^A problem was reported with /);
  expect(email.text).toContain(message);
  expect(email.text).toContain(`${STORED}: with the note on the hose's page`);

  // The Admin follows the same tag: the hose page, with the report on its timeline.
  const admin = await (await browser.newContext()).newPage();
  await openAs(admin, "riverside@demo.test", `/t/${TAG}`);
  await expect(admin).toHaveURL(/\/portal\/[0-9a-f-]{36}\/hoses\/[0-9a-f-]{36}$/);
  await expect(admin.getByText(`Problem reported from the tag's public page: ${message}`)).toBeVisible();
  await expect(
    admin.getByRole("list", { name: "Photos and files of this entry" }).getByRole("link", { name: STORED }),
  ).toHaveCount(1);

  // The Admin marks it resolved: it stays on the timeline, marked.
  const entry = admin.getByRole("listitem").filter({ hasText: message });
  await entry.getByRole("button", { name: "Mark resolved" }).click();
  await expect(entry.getByText("Resolved", { exact: true })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Mark resolved" })).toHaveCount(0);
  await expectNoAxeViolations(admin);
});

test("a path that is not a tag id is a plain 404, and the card names no hose by default", async ({ page }) => {
  // Through the browser: Node does not resolve the tenant's *.localhost hostname.
  expect((await page.goto("/t/%E0%A4%A"))?.status()).toBe(404);
  await page.goto(`/t/${TAG}`);
  await expect(page.getByTestId("public-hose-card")).toBeVisible();
  // Its seeded name (RI-0001: the first Riverside Foods hose) is not on the anonymous card.
  await expect(page.getByTestId("public-hose-card")).not.toContainText("RI-0001");
});

test("the same link: the hose's distributor lands on the hose page; another organisation's user learns only that it is not theirs", async ({
  page,
  browser,
}) => {
  await openAs(page, "south@demo.test", `/t/${TAG}`); // Admin of South Hose Supply, Riverside's distributor
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}\/hoses\/[0-9a-f-]{36}$/);

  const other = await (await browser.newContext()).newPage();
  await openAs(other, "customer@demo.test", `/t/${TAG}`); // Quarry Works: not Riverside's hose
  await expect(other.getByRole("heading", { name: "This hose belongs to another organisation" })).toBeVisible();
  await expect(other.getByText(TAG)).toHaveCount(0);
});
