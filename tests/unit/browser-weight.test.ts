import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chainToPackage } from "@/tooling/browser-imports";

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
