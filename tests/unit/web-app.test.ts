import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { initials, THEME_PRIMARY, webAppManifest } from "@/lib/pwa/web-app";

describe("the installable web app", () => {
  it("takes each theme's colour from app/globals.css", () => {
    const css = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
    const fromCss: Record<number, string> = {};
    for (const m of css.matchAll(/\[data-theme="(\d)"\]\s*\{[^}]*?--primary:\s*(#[0-9a-f]{6})/gi))
      fromCss[Number(m[1])] = m[2]!.toLowerCase();
    expect(Object.keys(fromCss)).toHaveLength(5);
    expect(THEME_PRIMARY).toEqual(fromCss);
  });

  it("names the app after the client, in its colour, with icons for any and maskable use", () => {
    const manifest = webAppManifest({ name: "Demo Hydraulics", theme: 2, metaTitle: null });
    expect(manifest).toMatchObject({
      name: "Demo Hydraulics hose portal",
      short_name: "DH",
      theme_color: "#c2410c",
      display: "standalone",
      start_url: "/login",
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    expect(initials("Acme")).toBe("AC");
    expect(initials("  Northern hose supply ")).toBe("NH");
  });
});
