import { expect, test } from "@playwright/test";
import { actAs } from "./support/personas";

test("a user of two organisations picks one, switches, and picks the other", async ({ page }) => {
  await actAs(page, "multi@demo.test");
  await expect(page).toHaveURL(/\/select-organisation$/);
  await expect(page.getByRole("heading", { name: "Select an organisation" })).toBeVisible();

  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  const quarry = page.getByRole("link", { name: /Quarry Works Ltd/ });
  const harbour = page.getByRole("link", { name: /Harbour Cranes Ltd/ });
  // Initials, name, role badge, account type and code on each card.
  await expect(quarry).toContainText("Qu");
  await expect(quarry).toContainText("User");
  await expect(quarry).toContainText("Customer account");
  await expect(quarry).toContainText(/Account code [A-Z0-9]{6}/);
  await expect(harbour).toContainText("Manager");
  await expect(page.getByRole("link", { name: "Create new organisation" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Logout" })).toBeVisible();

  await quarry.click();
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const first = page.url();
  await expect(page.getByTestId("acting-for")).toHaveText("Quarry Works Ltd");

  await page.getByRole("link", { name: "Switch organisations" }).click();
  await expect(page).toHaveURL(/\/select-organisation$/);
  await harbour.click();
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  expect(page.url()).not.toBe(first);
  await expect(page.getByTestId("acting-for")).toHaveText("Harbour Cranes Ltd");
});

test("a one-organisation user is sent on from organisation selection", async ({ page }) => {
  await actAs(page, "customer@demo.test");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  // Organisation selection is for users of several organisations; anyone else goes to login,
  // which sends a signed-in user on to their portal.
  const landed = await page.goto("/select-organisation");
  await expect(page).toHaveURL(/\/portal\/[0-9a-f-]{36}$/);
  const hops: string[] = [];
  for (let r = landed!.request().redirectedFrom(); r; r = r.redirectedFrom()) hops.unshift(new URL(r.url()).pathname);
  expect(hops).toEqual(["/select-organisation", "/login"]);
  // Not a member: another organisation's portal is not reachable by URL.
  await page.goto("/portal/00000000-0000-0000-0000-000000000000");
  await expect(page).not.toHaveURL(/00000000-0000/);
});
