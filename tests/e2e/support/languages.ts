import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import type enGBCatalogue from "@/messages/en-GB.json";
import { DEMO_PASSWORD, login, uniqueEmail } from "./auth";
import { withDb } from "./db";
import { createUser } from "./users";

/**
 * Languages in the browser: the catalogues, a scan of a page for English left over, and a
 * customer member whose own language is set. Demo Hydraulics offers British English, German,
 * French and Spanish. A translated page may show no British English text of the catalogue
 * namespaces it uses, unless the language writes it the same way.
 */
// Read as files: Playwright's loader runs the specs as ES modules, where a JSON import needs an
// import attribute the TypeScript set-up does not emit.
const catalogue = (locale: string): typeof enGBCatalogue =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../messages", `${locale}.json`), "utf8"));
export const enGB = catalogue("en-GB");
export const de = catalogue("de");
export const fr = catalogue("fr");
export const es = catalogue("es");

export type Catalogue = Record<string, Record<string, string>>;
const CATALOGUES: Record<string, Catalogue> = { de, fr, es };

/** The English texts of these namespaces that differ in `locale`: their fixed parts, of 4 letters or more. */
export function englishOf(locale: string, namespaces: string[]): string[] {
  const texts = new Set<string>();
  for (const ns of namespaces) {
    for (const [key, english] of Object.entries((enGB as Catalogue)[ns]!)) {
      const translated = CATALOGUES[locale]![ns]![key]!;
      if (translated === english) continue;
      for (const part of english.split(/\{[^}]*\}|<\/?\w+>/)) {
        const fixed = part
          .trim()
          .replace(/^[,.:;()]+|[,.:;()]+$/g, "")
          .trim();
        if (fixed.length >= 4 && !translated.includes(fixed)) texts.add(fixed);
      }
    }
  }
  return [...texts];
}

/**
 * Whether `text` stands on the page as words of its own: "Pass" (a checklist answer) is not
 * English left in German "Passwort", nor "Main" in "Mainz".
 */
function showsWords(shown: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(shown);
}

/** The English texts of `namespaces` the page shows in `locale` (its `<html lang>` checked first). */
export async function englishLeft(page: Page, locale: string, namespaces: string[], except: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const shown = await page.locator("body").innerText();
  return englishOf(locale, namespaces).filter((text) => showsWords(shown, text) && !except.includes(text));
}

export async function expectNoEnglish(page: Page, locale: string, namespaces: string[], except: string[] = []) {
  expect(await englishLeft(page, locale, namespaces, except), `English left on ${page.url()}`).toEqual([]);
}

/**
 * A fresh member of Quarry Works Ltd (demo seed: a customer with hoses) whose own language is
 * `locale` (null: none of their own), signed in; answers the organisation's id.
 */
export async function memberIn(page: Page, locale: string | null, name: string): Promise<string> {
  const email = uniqueEmail(name.toLowerCase());
  await createUser(page, email, DEMO_PASSWORD, { first: name, last: "Schlauch" });
  const [org] = await withDb(async (query) => {
    const [user] = await query(`SELECT "id", "clientId" FROM "User" WHERE "email" = $1`, [email]);
    if (locale) await query(`UPDATE "User" SET "locale" = $2 WHERE "id" = $1`, [user!.id, locale]);
    const orgs = await query(`SELECT "id" FROM "Organisation" WHERE "name" = 'Quarry Works Ltd' AND "clientId" = $1`, [
      user!.clientId,
    ]);
    await query(
      `INSERT INTO "OrganisationUser" ("id", "clientId", "userId", "organisationId", "role", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, 0, now())`,
      [user!.clientId, user!.id, orgs[0]!.id],
    );
    return orgs;
  });
  await login(page, email);
  return org!.id as string;
}

/**
 * A fresh user of Demo Hydraulics made straight in the database (no registration form, no
 * emails: quicker than memberIn), with the demo personas' password and `locale` as their own
 * language (null: none), signed in. `clientAdmin` opens the client admin screens; `organisation`
 * (a demo organisation's name) makes them a member with `role` (0 User ... 2 Admin). Answers the
 * email and that organisation's id.
 */
export async function userIn(
  page: Page,
  locale: string | null,
  name: string,
  opts: { clientAdmin?: boolean; organisation?: string; role?: number } = {},
): Promise<{ email: string; organisationId: string | null }> {
  // The address in plain letters ("Amélie" signs in as amelie-...): the login form checks it.
  const email = uniqueEmail(
    name
      .normalize("NFD")
      .replace(/[^A-Za-z0-9]/g, "")
      .toLowerCase(),
  );
  const organisationId = await withDb(async (query) => {
    // Every demo persona's hash is of DEMO_PASSWORD; argon2 keeps its own salt in the hash.
    const [user] = await query(
      `INSERT INTO "User" ("id", "clientId", "email", "firstName", "lastName", "passwordHash", "emailVerifiedAt",
         "termsAcceptedAt", "clientAdmin", "locale", "updatedAt")
       SELECT gen_random_uuid(), u."clientId", $1, $2, 'Schlauch', u."passwordHash", now(), now(), $3, $4, now()
       FROM "User" u WHERE u."email" = 'admin@demo.test'
       RETURNING "id", "clientId"`,
      [email, name, opts.clientAdmin ?? false, locale],
    );
    if (!opts.organisation) return null;
    const [org] = await query(`SELECT "id" FROM "Organisation" WHERE "name" = $1 AND "clientId" = $2`, [
      opts.organisation,
      user!.clientId,
    ]);
    await query(
      `INSERT INTO "OrganisationUser" ("id", "clientId", "userId", "organisationId", "role", "updatedAt") VALUES (gen_random_uuid(), $1, $2, $3, $4, now())`,
      [user!.clientId, user!.id, org!.id, opts.role ?? 0],
    );
    return org!.id as string;
  });
  await login(page, email);
  return { email, organisationId };
}
