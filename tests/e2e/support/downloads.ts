import { expect, type Download, type Page } from "@playwright/test";

/**
 * Clicks a control that opens an export in a new tab (SPEC §7: "returns a url opened in a new
 * tab") and answers the download with the tab it opened. The portal opens a blank tab at the
 * click and points it at the signed URL once the server answers; Playwright reports a download
 * that such a tab starts sometimes on the tab and sometimes on its opener (the tab is still
 * being attached when the download begins), so this listens on both from before the click.
 */
export async function downloadFromNewTab(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; tab: Page }> {
  const context = page.context();
  const tab = context.waitForEvent("page");
  const download = new Promise<Download>((resolve) => {
    page.once("download", resolve);
    context.once("page", (opened) => opened.once("download", resolve));
  });
  await click();
  const [opened, file] = await Promise.all([tab, download]);
  expect(file.url()).toMatch(/\/api\/v1\/exports\//);
  return { download: file, tab: opened };
}
