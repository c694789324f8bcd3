import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoEnglish, userIn } from "./support/languages";
import { hydrated } from "./support/personas";

/**
 * The error pages in the page's language: the 404 of an address no page answers (outside the
 * portal: the signed-in user's language, else the browser's among the client's), the portal's
 * own 404 inside the shell, and the portal's error boundary, which Next renders in the browser
 * with nothing but the error (its texts come down from the root layout).
 */

test.describe("a German browser, signed out", () => {
  test.use({ locale: "de-DE" });

  test("is told in German that a page does not exist", async ({ page }) => {
    const res = await page.goto("/nonexistent");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByText("Diese Seite gibt es nicht.")).toBeVisible();
    await expect(page).toHaveTitle(/^Seite nicht gefunden/);
    await expectNoEnglish(page, "de", ["account"]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Zum Portal" }).click();
    await expect(page.getByRole("heading", { name: "Anmelden bei Demo Hydraulics" })).toBeVisible();
  });
});

test.describe("a French user", () => {
  // The save below is cut off at the network: a request the portal's service worker sends for
  // the page would not pass Playwright's route, so the worker stays out of this browser.
  test.use({ serviceWorkers: "block" });

  test("meets the 404 outside the portal, inside it, and the portal's error page in French", async ({ page }) => {
    test.setTimeout(90_000);
    // An English browser: the user's own language decides.
    const { organisationId } = await userIn(page, "fr", "Amélie", {
      clientAdmin: true,
      organisation: "Quarry Works Ltd",
      role: 2,
    });

    const outside = await page.goto("/nonexistent");
    expect(outside?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller au portail" })).toBeVisible();
    await expectNoEnglish(page, "fr", ["account"]);

    await page.goto(`/portal/${organisationId}/nonexistent`);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Aller au tableau de bord" })).toBeVisible();
    await expectNoEnglish(page, "fr", ["account"]);

    // A save whose request the network drops: the form's action fails, and the portal's error
    // boundary shows inside the shell.
    await page.goto(`/portal/${organisationId}/your-profile`);
    await hydrated(page);
    await page.route("**/*", (route) =>
      route.request().method() === "POST" && route.request().headers()["next-action"]
        ? route.abort("internetdisconnected")
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Enregistrer", exact: true }).first().click();
    const alert = page.getByRole("alert").filter({ hasText: "Une erreur s'est produite lors du chargement" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("button", { name: "Réessayer" })).toBeVisible();
    await expectNoEnglish(page, "fr", ["list", "account"]);
    await expectNoAxeViolations(page);
  });
});
