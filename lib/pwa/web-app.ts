import type { PublicClient } from "@/lib/clients/schemas";

/**
 * The installable web app: a manifest and icons in the client's colours, so a phone's
 * home screen shows the distributor's brand. The colours are the themes' `--primary` of
 * app/globals.css (tests/unit/web-app.test.ts keeps the two in step).
 */
export const THEME_PRIMARY: Record<number, string> = {
  0: "#0f766e",
  1: "#1d4ed8",
  2: "#c2410c",
  3: "#15803d",
  4: "#6d28d9",
};

export const ICON_SIZES = [192, 512] as const;

const primaryOf = (theme: number) => THEME_PRIMARY[theme] ?? THEME_PRIMARY[0]!;

/** "Demo Hydraulics" -> "DH": the icon's letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? "H").slice(0, 2);
  return letters.toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square icon: the initials in white on the theme's colour, safe for a maskable crop. */
export function iconSvg(client: Pick<PublicClient, "name" | "theme">, size: number): string {
  const text = escapeXml(initials(client.name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="${primaryOf(client.theme)}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${text.length > 1 ? 34 : 44}" fill="#ffffff">${text}</text>
</svg>`;
}

export function webAppManifest(client: Pick<PublicClient, "name" | "theme" | "metaTitle">) {
  const name = client.metaTitle || `${client.name} hose portal`;
  return {
    name,
    short_name: client.name.length <= 12 ? client.name : initials(client.name),
    description: `Tagged hoses, inspections and quotes of ${client.name}`,
    start_url: "/login",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: primaryOf(client.theme),
    icons: ICON_SIZES.flatMap((size) => [
      { src: `/icons/${size}`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: `/icons/${size}`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]),
  };
}

export const themeColour = primaryOf;
