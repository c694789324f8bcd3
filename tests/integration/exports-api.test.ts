import { describe, expect, it } from "vitest";
import { GET as downloadRoute } from "@/app/api/v1/exports/[token]/route";
import { POST as logoutRoute } from "@/app/api/v1/logout/route";
import { GET as orgExportRoute } from "@/app/api/v1/organisations/export/route";
import { GET as userExportRoute } from "@/app/api/v1/users/export/route";
import { neutraliseCell } from "@/lib/csv/write-csv";
import { db } from "@/lib/db/client";
import { sessionCookiesFor } from "../fixtures/accounts";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

async function download(host: string, url: string) {
  const token = url.replace("/api/v1/exports/", "");
  const response = await downloadRoute(new Request(`http://${host}${url}`, { headers: { host } }), {
    params: Promise.resolve({ token }),
  });
  return { status: response.status, text: await response.text(), type: response.headers.get("content-type") };
}

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "Dist" });
  await createOrganisation(client.id, { name: '=HYPERLINK("http://evil")', distributorId: dist.id });
  await createOrganisation(client.id, { name: "Plain Customer", distributorId: dist.id });
  const admin = await createUser(client.id, { clientAdmin: true });
  const distAdmin = await createUser(client.id, {
    passwordHash: "x",
    firstName: "+Dana",
    memberships: [{ organisationId: dist.id, role: 2 }],
  });
  const distManager = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 1 }] });
  return { client, other, host, dist, admin, distAdmin, distManager };
}

describe("CSV exports", () => {
  it("neutralises formula cells; a plain number stays a number", () => {
    expect(["=1+1", "+44 1234", "-5", "@SUM(A1)", "plain", 42, null].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+44 1234",
      "-5",
      "'@SUM(A1)",
      "plain",
      "42",
      "",
    ]);
  });

  it("gives Admins a URL whose download is the filtered list, formulas neutralised", async () => {
    const s = await setup();
    const res = await call(orgExportRoute, {
      host: s.host,
      path: `/api/v1/organisations/export?filters=${encodeURIComponent(JSON.stringify({ search: "customer" }))}`,
      headers: await bearerHeaders(s.distAdmin, s.dist.id),
    });
    expect(res.status).toBe(200);
    const file = await download(s.host, (res.body as { url: string }).url);
    expect(file.status).toBe(200);
    expect(file.type).toBe("text/csv; charset=utf-8");
    const lines = file.text
      .replace(/^\uFEFF/, "")
      .replace(/\r\n$/, "")
      .split("\r\n"); // every line ends with CRLF
    expect(lines[0]).toMatch(/^Name,Account code,Type,Distributor/);
    expect(lines).toHaveLength(2); // header + "Plain Customer" (search filter applied)
    expect(lines[1]).toMatch(/^Plain Customer,/);

    const all = await call(orgExportRoute, { host: s.host, headers: await bearerHeaders(s.admin, "admin") });
    const text = (await download(s.host, (all.body as { url: string }).url)).text;
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const users = await call(userExportRoute, { host: s.host, headers: await bearerHeaders(s.distAdmin, s.dist.id) });
    const usersCsv = (await download(s.host, (users.body as { url: string }).url)).text;
    expect(usersCsv).toContain("'+Dana");
  });

  it("is refused to non-Admins, and a link works only on its own client and while the user's session stands", async () => {
    const s = await setup();
    const refused = await call(orgExportRoute, {
      host: s.host,
      headers: await bearerHeaders(s.distManager, s.dist.id),
    });
    expect(refused.status).toBe(403);
    const res = await call(orgExportRoute, { host: s.host, headers: await bearerHeaders(s.admin, "admin") });
    const url = (res.body as { url: string }).url;
    const elsewhere = await download(s.other.hostnames[0]!.hostname, url);
    expect(elsewhere.status).toBe(404);
    const tampered = await download(s.host, `${url.slice(0, -3)}abc`);
    expect(tampered.status).toBe(404);
    await db().user.update({ where: { id: s.admin.id }, data: { sessionVersion: { increment: 1 } } });
    expect((await download(s.host, url)).status).toBe(404);
  });

  it("a link ends with a logout of the session that made it; another session's link stands", async () => {
    const s = await setup();
    const laptop = await sessionCookiesFor(s.admin);
    const phone = await sessionCookiesFor(s.admin);
    const linkOf = async (cookies: Record<string, string>) =>
      ((await call(orgExportRoute, { host: s.host, cookies, organisationId: "admin" })).body as { url: string }).url;
    const [laptopUrl, phoneUrl] = [await linkOf(laptop), await linkOf(phone)];
    expect((await call(logoutRoute, { method: "POST", host: s.host, cookies: laptop, body: {} })).status).toBe(200);
    const ended = await download(s.host, laptopUrl);
    expect(ended.status).toBe(404);
    expect(ended.text).toContain("This download link has expired, please export again");
    expect((await download(s.host, phoneUrl)).status).toBe(200);
  });

  it("records each download in the audit trail: who, which list, the filters and the rows sent", async () => {
    const s = await setup();
    const filters = { search: "customer" };
    const res = await call(orgExportRoute, {
      host: s.host,
      path: `/api/v1/organisations/export?filters=${encodeURIComponent(JSON.stringify(filters))}`,
      headers: await bearerHeaders(s.distAdmin, s.dist.id),
    });
    const before = await db().auditEvent.count({ where: { clientId: s.client.id, action: "export.csv" } });
    expect(before).toBe(0); // asking for a link reads nothing
    expect((await download(s.host, (res.body as { url: string }).url)).status).toBe(200);
    const entries = await db().auditEvent.findMany({ where: { clientId: s.client.id, action: "export.csv" } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: s.distAdmin.id,
      actorOrganisationId: s.dist.id,
      entity: "Export",
      entityLabel: "organisations",
      data: { list: "organisations", filters, rows: 1, complete: true },
    });
  });

  it("a download URL does not show who asked, for which organisation, or the filters", async () => {
    const s = await setup();
    const res = await call(orgExportRoute, {
      host: s.host,
      headers: await bearerHeaders(s.admin, "admin"),
      path: `/api/v1/organisations/export?filters=${encodeURIComponent(JSON.stringify({ search: "secret-filter" }))}`,
    });
    const url = (res.body as { url: string }).url;
    const readable = url
      .replace("/api/v1/exports/", "")
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("utf8"))
      .join(" ");
    for (const secret of [s.admin.id, s.client.id, "secret-filter", "organisations"])
      expect(readable).not.toContain(secret);
    expect((await download(s.host, url)).status).toBe(200);
  });
});
