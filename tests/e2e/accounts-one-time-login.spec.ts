import { expect, test } from "@playwright/test";
import { apiGet, apiLogin } from "./support/api";

test("a one-time login link signs the user in, once", async ({ page, request }) => {
  // The user's id, then a one-time token for it from the system admin (SPEC §7).
  const userToken = await apiLogin(request, "user@demo.test");
  const me = await apiGet<{ id: string; organisations: Array<{ id: string }> }>(request, "/me", userToken);
  const systemToken = await apiLogin(request, "system@demo.test");
  const { accessToken } = await apiGet<{ accessToken: string }>(
    request,
    `/clients/one-time-token/${me.id}`,
    systemToken,
    {
      organisationId: "admin",
    },
  );

  await page.goto(`/one-time-login/${accessToken}`);
  // Organisation selection sends a one-organisation user straight on to its portal.
  await expect(page).toHaveURL(new RegExp(`/portal/${me.organisations[0]!.id}$`));
  await expect(page.getByTestId("user-name")).toHaveText("Ursula Bennett");
  // The system admin is behind this session, so the way back is offered.
  await expect(page.getByRole("button", { name: "Back to client admin" })).toBeVisible();
  // The link gave the impersonation only, never the system admin's own session.
  await page.getByRole("button", { name: "Back to client admin" }).click();
  await expect(page).toHaveURL(/\/login/);

  // Single use: the same link again fails.
  await page.context().clearCookies();
  await page.goto(`/one-time-login/${accessToken}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid request");
  await page.getByRole("link", { name: "Go to login" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a made-up one-time login token shows 'Invalid request' after the progress bar", async ({ page }) => {
  await page.goto("/one-time-login/not-a-real-token");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid request");
});
