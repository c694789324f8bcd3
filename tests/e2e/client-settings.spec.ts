import { expect, test, type APIRequestContext } from "@playwright/test";
import { hostUrl } from "../../playwright.config";
import { apiLogin } from "./support/api";
import { openAs } from "./support/personas";

const API = `${hostUrl("localhost")}/api/v1`;
type Settings = {
  manualHoseConfiguration: boolean;
  metaTitle: string | null;
  metaDescription: string | null;
  termsAndConditions: string | null;
  privacyPolicy: string | null;
};

async function currentSettings(request: APIRequestContext): Promise<Settings> {
  const response = await request.get(`${API}/clients/current`, { headers: { "X-Client-Host": "demo.localhost" } });
  const c = (await response.json()) as Settings;
  return {
    manualHoseConfiguration: c.manualHoseConfiguration,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    termsAndConditions: c.termsAndConditions,
    privacyPolicy: c.privacyPolicy,
  };
}

test.beforeEach(() => test.setTimeout(60_000));

test("a client admin saves the settings with rich text; a reload shows them and the meta title names the pages", async ({
  page,
  request,
}) => {
  const before = await currentSettings(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  try {
    await openAs(page, "admin@demo.test", "/portal/admin/client-settings");
    const form = page.getByRole("form", { name: "Client settings" });
    await expect(form).toBeVisible();
    await expect(
      form.getByText("Users must manually enter hose configuration field values, no dropdown options"),
    ).toBeVisible();

    const toggle = form.getByRole("switch", { name: "Manual hose config entry" });
    const wasOn = await toggle.isChecked();
    await toggle.setChecked(!wasOn);
    await form.getByLabel("Meta Title").fill(`Demo portal ${suffix}`);
    await form.getByLabel("Meta Description").fill(`Description ${suffix}`);

    const terms = form.getByRole("textbox", { name: "Terms and conditions" });
    const toolbar = form.getByRole("toolbar", { name: "Terms and conditions formatting" });
    // The editor loads once the form is used (the fields above); its toolbar works from then on.
    await expect(toolbar.getByRole("button", { name: "Bold" })).toBeEnabled();
    await terms.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    await toolbar.getByRole("button", { name: "H2", exact: true }).click();
    await expect(toolbar.getByRole("button", { name: "H2", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type(`Terms ${suffix}`);
    await page.keyboard.press("Enter");
    // Typed straight after the click, on a slow phone (the CPU slowed down): every letter lands
    // in the text, none on the button.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("Important");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");

    await form.getByRole("button", { name: "Save client settings" }).click();
    await expect(page.getByTestId("notice")).toHaveText("Client settings saved");

    await page.reload();
    await expect(page).toHaveTitle(`Client settings | Demo portal ${suffix}`);
    await expect(form.getByRole("switch", { name: "Manual hose config entry" })).toBeChecked({ checked: !wasOn });
    await expect(form.getByLabel("Meta Title")).toHaveValue(`Demo portal ${suffix}`);
    await expect(form.getByLabel("Meta Description")).toHaveValue(`Description ${suffix}`);
    await expect(terms.getByRole("heading", { level: 2, name: `Terms ${suffix}` })).toBeVisible();
    await expect(terms.locator("strong")).toHaveText("Important");
  } finally {
    // The demo client is shared by the whole run: put its settings back.
    const token = await apiLogin(request, "admin@demo.test");
    const restored = await request.put(`${API}/clients`, {
      headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": "admin" },
      data: before,
    });
    expect(restored.status()).toBe(200);
  }
});

test("the editor loads when the form is used; a save without editing keeps the rich text", async ({
  page,
  request,
}) => {
  const before = await currentSettings(request);
  const suffix = Math.random().toString(36).slice(2, 8);
  try {
    await openAs(page, "admin@demo.test", "/portal/admin/client-settings");
    const form = page.getByRole("form", { name: "Client settings" });
    const privacy = form.getByRole("textbox", { name: "Privacy policy" });
    const toolbar = form.getByRole("toolbar", { name: "Privacy policy formatting" });
    // Shown before the editor is loaded: the stored text, the toolbar not yet working.
    await expect(privacy.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
    await expect(toolbar.getByRole("button", { name: "Bold" })).toBeDisabled();

    await form.getByLabel("Meta Title").fill(`Kept ${suffix}`);
    await expect(toolbar.getByRole("button", { name: "Bold" })).toBeEnabled();
    await form.getByRole("button", { name: "Save client settings" }).click();
    await expect(page.getByTestId("notice")).toHaveText("Client settings saved");
    const after = await currentSettings(request);
    expect(after.metaTitle).toBe(`Kept ${suffix}`);
    expect(after.privacyPolicy).toBe(before.privacyPolicy);
    expect(after.termsAndConditions).toBe(before.termsAndConditions);
  } finally {
    const token = await apiLogin(request, "admin@demo.test");
    const restored = await request.put(`${API}/clients`, {
      headers: { "X-Client-Host": "demo.localhost", Authorization: `Bearer ${token}`, "X-Organisation-Id": "admin" },
      data: before,
    });
    expect(restored.status()).toBe(200);
  }
});

test("a distributor Admin is refused client settings", async ({ page }) => {
  const portal = await openAs(page, "distributor@demo.test", "{portal}/client-settings");
  expect(portal).toMatch(/^\/portal\/[0-9a-f-]{36}$/);
  await expect(page).toHaveURL(new RegExp(`${portal}(\\?|$)`));
  await expect(page.getByTestId("notice")).toHaveText("You do not have the correct permissions to access that page");
});
