import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chainToFile, chainToPackage } from "@/tooling/browser-imports";

/**
 * zod is about 31 KB of gzip in a browser bundle. It belongs to the forms that check their input
 * on the device (a dialog's own chunk); the frame every portal page loads (menu, list frame) and
 * the hose list's table must not take it in through a shared helper that happens to sit next to
 * a schema. `npm run bench` measures the weight; this test names the import that adds it back.
 */
const root = path.resolve(import.meta.dirname, "../..");

// Client components ("use client": a bundle starts there; a server component's imports stay on the server).
const WITHOUT_ZOD = [
  "components/portal/nav-links.tsx",
  "components/portal/mobile-drawer.tsx",
  "components/offline/offline-copy.tsx",
  "components/pwa/logout-guard.tsx",
  "components/scan/scan-tag-button.tsx",
  "components/ui/notice-toast.tsx",
  "components/lists/list-view.tsx",
  "components/hoses/hoses-table.tsx",
];

describe("the portal frame's browser code", () => {
  it.each(WITHOUT_ZOD)("%s does not import zod", (file) => {
    expect(readFileSync(path.join(root, file), "utf8")).toMatch(/^"use client";/);
    expect(chainToPackage(root, file, "zod")).toBeNull();
  });

  it("finds the chain of a form that does check with zod, and stops at server actions", () => {
    const chain = chainToPackage(root, "components/sites/site-forms.tsx", "zod");
    expect(chain?.[0]).toBe("components/sites/site-forms.tsx");
    expect(chain?.at(-1)).toBe("package:zod");
    // The export button calls a server action whose module parses with zod: a reference only.
    expect(chainToPackage(root, "components/lists/export-button.tsx", "zod")).toBeNull();
  });
});

/**
 * The message catalogues (about 60 KB of gzip each) and the ICU runtime stay on the server: the
 * client components that speak the page's language take finished texts as props. An error
 * boundary is in the first-load JavaScript of every page under it (Next sends it with each), so
 * it above all must not translate for itself.
 */
const WITHOUT_CATALOGUE = [
  "app/portal/[org]/error.tsx",
  "components/providers/client-provider.tsx",
  "components/analytics/survival-chart.tsx",
  "components/analytics/cohort-table.tsx",
];
const CATALOGUES = ["messages/en-GB.json", "messages/de.json", "messages/fr.json", "messages/es.json"];

describe("the browser code that speaks the page's language", () => {
  it.each(WITHOUT_CATALOGUE)("%s takes its texts as props, not from a catalogue", (file) => {
    expect(readFileSync(path.join(root, file), "utf8")).toMatch(/^"use client";/);
    for (const pkg of ["next-intl", "use-intl"]) expect(chainToPackage(root, file, pkg)).toBeNull();
    for (const catalogue of CATALOGUES) expect(chainToFile(root, file, catalogue)).toBeNull();
  });

  it("finds the chain to a catalogue where there is one", () => {
    expect(chainToFile(root, "lib/i18n/catalogue.ts", "messages/de.json")).toEqual([
      "lib/i18n/catalogue.ts",
      "messages/de.json",
    ]);
    expect(chainToFile(root, "lib/labels/sheet-text.ts", "messages/fr.json")).toEqual([
      "lib/labels/sheet-text.ts",
      "lib/i18n/catalogue.ts",
      "messages/fr.json",
    ]);
  });
});

/**
 * Widgets only some pages use stay out of what every portal page loads (the frame: the shell's
 * client components and the error boundary), and a heavy widget loads when it is first used.
 */
const FRAME = [
  ...WITHOUT_ZOD.filter((file) => !file.startsWith("components/hoses/") && !file.startsWith("components/lists/")),
  "components/portal/offline-inspections.tsx",
  "app/portal/[org]/error.tsx",
];

// And the widgets that offer a dialog (<Dialog> loads Radix when it is first wanted).
const WITHOUT_RADIX = [...FRAME, "components/ui/confirm-action-dialog.tsx", "components/profile/delete-account.tsx"];

describe("what every portal page loads", () => {
  it.each(WITHOUT_RADIX)("%s does not import Radix's dialog (it loads when a dialog is first wanted)", (file) => {
    expect(chainToPackage(root, file, "@radix-ui/react-dialog")).toBeNull();
  });

  it("the error boundary shows the load error without the list frame (filters, pager, export)", () => {
    expect(chainToFile(root, "app/portal/[org]/error.tsx", "components/lists/list-view.tsx")).toBeNull();
  });

  it("finds the chain to a file", () => {
    expect(chainToFile(root, "components/hoses/hoses-table.tsx", "components/lists/data-table.tsx")?.at(-1)).toBe(
      "components/lists/data-table.tsx",
    );
  });
});

describe("the client settings", () => {
  it.each(["@tiptap/react", "@tiptap/starter-kit"])("load %s only when a rich-text field is first used", (pkg) => {
    expect(chainToPackage(root, "components/settings/client-settings-form.tsx", pkg)).toBeNull();
    expect(chainToPackage(root, "components/ui/rich-text-editor-body.tsx", pkg)).not.toBeNull();
  });
});
