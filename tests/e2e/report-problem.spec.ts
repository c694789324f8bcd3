import { expect, test } from "@playwright/test";
import { login, passHumanCheck } from "./support/auth";
import { waitForEmail } from "./support/outbox";

// Riverside Foods' first hose (demo seed): its Admin is riverside@demo.test. Another
// customer than the one whose public card the labels spec turns off and on.
const TAG = "DH100053";

test("an anonymous scanner reports a problem; the organisation's Admin gets the email and sees the note", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const message = `Oil weeping at the crimp ${Date.now().toString(36)}`;
  await page.goto(`/t/${TAG}`);
  await expect(page.getByRole("heading", { name: "Tagged hose" })).toBeVisible();
  const form = page.getByRole("form", { name: "Report a problem" });
  await form.getByLabel("What is wrong with this hose?").fill(message);
  await passHumanCheck(page);
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(
    page.getByText("Thank you: the problem has been reported to the people who look after this hose"),
  ).toBeVisible();

  const email = await waitForEmail("riverside@demo.test", /^A problem was reported with /);
  expect(email.text).toContain(message);

  // The Admin follows the same tag: the hose page, with the report on its timeline.
  const admin = await (await browser.newContext()).newPage();
  await login(admin, "riverside@demo.test");
  await admin.goto(`/t/${TAG}`);
  await expect(admin).toHaveURL(/\/portal\/[0-9a-f-]{36}\/hoses\/[0-9a-f-]{36}$/);
  await expect(admin.getByText(`Problem reported from the tag's public page: ${message}`)).toBeVisible();
});

test("the same link: the hose's distributor lands on the hose page; another organisation's user learns only that it is not theirs", async ({
  page,
  browser,
}) => {
  await login(page, "south@demo.test"); // Admin of South Hose Supply, Riverside's distributor
  await page.goto(`/t/${TAG}`);
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}\/hoses\/[0-9a-f-]{36}$/);

  const other = await (await browser.newContext()).newPage();
  await login(other, "customer@demo.test"); // Quarry Works: not Riverside's hose
  await other.goto(`/t/${TAG}`);
  await expect(other.getByRole("heading", { name: "This hose belongs to another organisation" })).toBeVisible();
  await expect(other.getByText(TAG)).toHaveCount(0);
});
