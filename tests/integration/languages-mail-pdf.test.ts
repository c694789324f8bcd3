import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { POST as requestPack } from "@/app/api/v1/compliance-packs/route";
import { POST as forgotPassword } from "@/app/api/v1/forgot-password/route";
import { POST as labelsRoute } from "@/app/api/v1/hoses/labels/route";
import { POST as metaRoute } from "@/app/api/v1/hoseMeta/route";
import { POST as register } from "@/app/api/v1/register/route";
import { buildCompliancePack } from "@/lib/compliance/build-compliance-pack";
import { addDaysUtc, fromIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { runDigests } from "@/lib/digests/run-digests";
import type { EmailMessage } from "@/lib/email/message";
import { storage } from "@/lib/storage";
import { PASSWORD, humanCheck, withSmtpSink } from "../fixtures/accounts";
import { bearerHeaders } from "../fixtures/bearer";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * What the portal writes outside a screen, in the reader's language: an email to a signed-in
 * user in their own language (else the client's default), one asked for from a signed-out page
 * in that page's language (the request's Accept-Language among the client's). English readers
 * keep today's exact texts (the email and digest tests). The compliance pack's PDF is in the
 * language of whoever asked for it; its JSON stays English.
 */

const { sink } = withSmtpSink();

async function germanClient() {
  const client = await createClient({ languages: ["en-GB", "de", "fr"], defaultLocale: "en-GB" });
  return { client, host: client.hostnames[0]!.hostname };
}

describe("account emails asked for from a signed-out page", () => {
  it("writes the password reset in the language of the request, else the client's default", async () => {
    const { client, host } = await germanClient();
    const user = await createUser(client.id, { password: PASSWORD, firstName: "Greta" });
    const res = await call(forgotPassword, {
      method: "POST",
      host,
      headers: { "accept-language": "de-DE,de;q=0.9,en;q=0.5" },
      body: { email: user.email, recaptchaResponse: await humanCheck(host) },
    });
    expect(res.status).toBe(200);
    const german = await sink().waitForMessage(user.email);
    expect(german.subject).toBe(`Setzen Sie Ihr Passwort für ${client.name} zurück`);
    expect(german.text).toContain("Hallo Greta,");
    expect(german.text).toContain("Passwort zurücksetzen:");
    expect(german.text).toMatch(/Dieser Link ist \d+ (Stunden|Tage) lang gültig\./);
    expect(german.html).toContain('<html lang="de">');
    expect(german.text).not.toContain("Hello");
    expect(german.text).not.toContain("Reset password");

    // A language the client does not offer (Spanish): the client's default, British English.
    const other = await createUser(client.id, { password: PASSWORD, firstName: "Sol" });
    await call(forgotPassword, {
      method: "POST",
      host,
      headers: { "accept-language": "es" },
      body: { email: other.email, recaptchaResponse: await humanCheck(host) },
    });
    const english = await sink().waitForMessage(other.email);
    expect(english.subject).toBe(`Reset your ${client.name} password`);
    expect(english.text).toContain("Hello Sol,");
  });

  it("writes the registration email in French from a French browser", async () => {
    const { client, host } = await germanClient();
    const email = "nouvelle.personne@example.test";
    const res = await call(register, {
      method: "POST",
      host,
      headers: { "accept-language": "fr-FR" },
      body: { email, firstName: "Nadia", lastName: "Nouveau", recaptchaResponse: await humanCheck(host) },
    });
    expect(res.status).toBe(200);
    const message = await sink().waitForMessage(email);
    expect(message.subject).toBe(`Confirmez votre adresse e-mail pour ${client.name}`);
    expect(message.text).toContain("Bonjour Nadia,");
    expect(message.text).toContain("Confirmer l'e-mail et créer le mot de passe :");
  });
});

// Monday 23 November 2026, 08:00 in London: the weekly digest of Admins is due.
const NOW = new Date("2026-11-23T08:00:00Z");
const TODAY = fromIsoDate("2026-11-23");
const day = (n: number) => addDaysUtc(TODAY, n);

type Job = { data: EmailMessage };
const digestTo = async (email: string) =>
  (await db().$queryRaw<Job[]>`SELECT data FROM pgboss.job WHERE name = 'email' AND data->>'to' = ${email}`)[0]?.data;

describe("the digest", () => {
  it("is written in each member's own language, with the language's dates", async () => {
    const { client } = await germanClient();
    const org = await createOrganisation(client.id, { name: "Steinbruch Nord" });
    const member = (locale: string | null) =>
      createUser(client.id, {
        passwordHash: "not-checked-here",
        firstName: locale ?? "Default",
        locale,
        memberships: [{ organisationId: org.id, role: 2 }],
      });
    const german = await member("de");
    const english = await member(null);
    const site = await createZone(client.id, org.id, null, "Werk 1");
    await createHose(client.id, org.id, {
      name: "PRESSE-7",
      status: 0,
      organisationZoneId: site.id,
      nextInspectionDate: day(-5),
      replacementDate: day(400),
      replacementWarningDate: day(300),
    });

    expect((await runDigests(NOW)).failed).toBe(0);
    const de = (await digestTo(german.email))!;
    expect(de.subject).toBe("Schlauchleitungen von Steinbruch Nord: 1 überfällig");
    expect(de.text).toContain("Hallo de,");
    expect(de.text).toContain("Schlauchleitungen von Steinbruch Nord, die am 23.11.2026 Aufmerksamkeit brauchen.");
    expect(de.text).toMatch(/PRESSE-7 \(Kennung [^)]+\): Prüfung war fällig am 18\.11\.2026/);
    expect(de.text).toContain("Prüfung überfällig: 1");
    expect(de.text).toContain("Sie erhalten diese Zusammenfassung wöchentlich (montags)");
    expect(de.html).toContain("bestellen Sie diese Zusammenfassung ab</a>");
    expect(de.html).not.toMatch(/Hello|Overdue for inspection|unsubscribe from this digest/);

    // A member who chose no language reads the client's default, today's English.
    const en = (await digestTo(english.email))!;
    expect(en.subject).toBe("Steinbruch Nord hoses: 1 overdue");
    expect(en.text).toMatch(/PRESSE-7 \(Tag [^)]+\): Inspection was due on 18\/11\/2026/);
    expect(en.text).toContain("You receive this weekly (Mondays) digest as a member of Steinbruch Nord.");
  });
});

/** The PDF's text as poppler reads it, its whitespace run together. */
function pdfWords(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "pack-words-"));
  try {
    writeFileSync(join(dir, "a.pdf"), pdf);
    const run = spawnSync("pdftotext", ["-layout", join(dir, "a.pdf"), "-"]);
    if (run.status !== 0) throw new Error(`pdftotext failed: ${run.stderr.toString()}`);
    return run.stdout.toString().replace(/\s+/g, " ");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the compliance pack", () => {
  it("is written in the requester's language; its JSON keeps English", async () => {
    const { client, host } = await germanClient();
    const org = await createOrganisation(client.id, { name: "Steinbruch Süd" });
    const requester = await createUser(client.id, {
      password: PASSWORD,
      firstName: "Greta",
      lastName: "Gruber",
      locale: "de",
      memberships: [{ organisationId: org.id, role: 2 }],
    });
    const site = await createZone(client.id, org.id, null, "Werk 2");
    const now = new Date();
    const today = fromIsoDate(now.toISOString().slice(0, 10));
    const hose = await createHose(client.id, org.id, {
      name: "BAGGER-3",
      status: 2,
      organisationZoneId: site.id,
      nextInspectionDate: addDaysUtc(today, -3),
      lastInspectionDate: addDaysUtc(today, -20),
      lastInspectionResult: 2,
      lastInspectionName: "Pat Prüfer",
      replacementDate: addDaysUtc(today, 300),
      replacementWarningDate: addDaysUtc(today, 200),
    });
    await db().hoseMeta.create({
      data: {
        clientId: client.id,
        hoseId: hose.id,
        kind: "INSPECTION",
        inspectionResult: 2,
        inspectionName: "Pat Prüfer",
        inspectionDate: addDaysUtc(today, -20),
        inspectionType: "extraordinary",
        extraordinaryReason: "damage",
        notes: "Mantel eingerissen",
      },
    });

    const res = await call(requestPack, {
      method: "POST",
      host,
      path: "/api/v1/compliance-packs",
      headers: await bearerHeaders(requester, org.id),
      body: { organisationId: org.id },
    });
    expect(res.status).toBe(201);
    const { id } = res.body as { id: string };
    await buildCompliancePack(id);
    const row = await db().compliancePack.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("DONE");
    const store = await storage();
    const words = pdfWords((await store.get(row.storageKey!))!);
    const date = (d: Date) => d.toISOString().slice(0, 10).split("-").reverse().join(".");

    for (const german of [
      "Nachweismappe",
      "Übersicht",
      "Schlauchleitungen in der Mappe",
      "Prüfung überfällig",
      "Einbauort (Standort / Bereich)",
      "Letzte Prüfung",
      "Prüfhistorie",
      `${date(addDaysUtc(today, -20))} Austauschen - Außerordentliche Prüfung (nach einem Ereignis): Unfall oder Beschädigung`,
      "Geprüft von Pat Prüfer",
      "Änderungsprotokoll",
      `Erstellt am ${date(today)}`,
      "Seite 1",
    ]) {
      expect(words, german).toContain(german);
    }
    for (const english of [
      "Compliance pack",
      "Summary",
      "Hoses in this pack",
      "Inspection history",
      "Last inspection",
      "Inspected by",
      "Audit trail",
      "Generated on",
      "Page 1",
      "Extraordinary",
    ]) {
      expect(words, english).not.toContain(english);
    }

    // The JSON is a machine format: English keys and values whatever the requester reads.
    const json = JSON.parse(Buffer.from((await store.get(row.jsonKey!))!).toString("utf8"));
    const entry = json.hoses.find((h: { name: string }) => h.name === "BAGGER-3");
    expect(entry.status).toBe("Replace");
    expect(entry.inspections[0]).toMatchObject({
      type: "Extraordinary (after an event)",
      reason: "Accident or damage",
      result: "Replace",
    });
    expect(entry.intervals.nextInspection).toMatch(/^\d+ months? after the inspection on/);
  });
});

describe("the label sheet", () => {
  it("is titled, and its notice worded, in the requester's language", async () => {
    const { client, host } = await germanClient();
    const org = await createOrganisation(client.id, { name: "Carrière Ouest" });
    const french = await createUser(client.id, { locale: "fr", memberships: [{ organisationId: org.id, role: 2 }] });
    const tagged = [await createHose(client.id, org.id, { name: "Vérin 1" }), await createHose(client.id, org.id, {})];
    const untagged = await createHose(client.id, org.id, { tagId: null });
    const res = await call(labelsRoute, {
      method: "POST",
      host,
      path: "/api/v1/hoses/labels",
      headers: await bearerHeaders(french, org.id),
      body: { format: "L7651", hoseIds: [...tagged.map((h) => h.id), untagged.id] },
    });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("2 étiquettes sur 1 page ; 1 flexible sans étiquette ou archivé a été ignoré");
    const pdf = await PDFDocument.load(res.bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe("Étiquettes de flexibles");

    // A refusal is a sentence of the service, in the language the request asks for.
    const refused = await call(labelsRoute, {
      method: "POST",
      host,
      path: "/api/v1/hoses/labels",
      headers: { ...(await bearerHeaders(french, org.id)), "accept-language": "fr" },
      body: { format: "L7651", hoseIds: [untagged.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ global: ["Aucun de ces flexibles n'a d'étiquette à imprimer"] });
  });

  it("prints each hose's configuration with the requester's numbers, in the client's units", async () => {
    const sheetFor = async (unitSystem: string, locale: string) => {
      const client = await createClient({ languages: ["en-GB", "de", "fr", "es"], unitSystem });
      const org = await createOrganisation(client.id);
      const user = await createUser(client.id, { locale, memberships: [{ organisationId: org.id, role: 2 }] });
      const config = await createHoseConfiguration(client.id, org.id, { type: "2SN", boreSize: '1/2"', length: 1500 });
      const hose = await createHose(client.id, org.id, { name: "Presse 7", hoseConfigurationId: config.id });
      const res = await call(labelsRoute, {
        method: "POST",
        host: client.hostnames[0]!.hostname,
        path: "/api/v1/hoses/labels",
        headers: await bearerHeaders(user, org.id),
        // The Letter sheet's labels are wide enough for the whole configuration on one line.
        body: { format: "5160", hoseIds: [hose.id] },
      });
      expect(res.status).toBe(200);
      return pdfWords(res.bytes);
    };
    const german = await sheetFor("metric", "de");
    expect(german).toContain('2SN 1/2" (DN12) · 1.500 mm');
    expect(german).not.toContain("1,500");
    // French groups with a narrow no-break space, which the label's font has.
    expect(await sheetFor("metric", "fr")).toContain('2SN 1/2" (DN12) · 1 500 mm');
    expect(await sheetFor("metric", "en-GB")).toContain('2SN 1/2" (DN12) · 1,500 mm');
    expect(await sheetFor("imperial", "es")).toContain('2SN 1/2" (-08) · 59,06 in');
  });
});

describe("a hose failure email", () => {
  it("is written in each recipient's language, the inspector's words kept as written", async () => {
    const { client, host } = await germanClient();
    const org = await createOrganisation(client.id, { name: "Kieswerk Ost" });
    const admin = (firstName: string, locale: string | null) =>
      createUser(client.id, { firstName, locale, memberships: [{ organisationId: org.id, role: 2 }] });
    const german = await admin("Dora", "de");
    const english = await admin("Evan", null);
    const inspector = await createUser(client.id, {
      firstName: "Ina",
      lastName: "Inspektor",
      memberships: [{ organisationId: org.id, role: 0 }],
    });
    const hose = await createHose(client.id, org.id, { name: "Förderband 4" });
    const res = await call(metaRoute, {
      method: "POST",
      host,
      headers: { ...(await bearerHeaders(inspector, org.id)), "x-client-host": host },
      body: { hoseId: hose.id, inspectionResult: 2, notes: "Armatur undicht" },
    });
    expect(res.status).toBe(201);

    const de = await sink().waitForMessage(german.email);
    expect(de.subject).toBe("Förderband 4 hat die Prüfung nicht bestanden: Austauschen");
    expect(de.text).toContain("Hallo Dora,");
    expect(de.text).toContain("Ergebnis: Austauschen");
    expect(de.text).toMatch(/Geprüft: \d{2}\.\d{2}\.\d{4} von Ina Inspektor/);
    expect(de.text).toContain("Nachricht:\nArmatur undicht");
    expect(de.text).toContain("weil Sie Admin von Kieswerk Ost sind");
    expect(de.text).not.toMatch(/Hello|View the hose|You receive/);

    const en = await sink().waitForMessage(english.email);
    expect(en.subject).toBe("Förderband 4 failed its inspection: Replace");
    expect(en.text).toContain("Result: Replace");
  });
});
