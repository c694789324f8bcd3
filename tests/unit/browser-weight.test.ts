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
