import { beforeAll, describe, expect, it } from "vitest";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/db/client";
import { issueUserToken } from "@/lib/auth/user-tokens";
import { signUnsubscribeToken } from "@/lib/digests/unsubscribe-token";
import { signExport } from "@/lib/exports/export-token";
import { storage } from "@/lib/storage";
import { signedLinkFor } from "@/lib/hoses/documents/upload-dto";
import { PASSWORD, tokensFor } from "../fixtures/accounts";
import { b64, pdf } from "../fixtures/files";
import { call, type CallOptions } from "../fixtures/http";
import { databaseChecksum, routedOperations, type RoutedOperation } from "../fixtures/operations";
import {
  ACTORS,
  ACTOR_SPECS,
  createActorUser,
  createWorld,
  familiesOf,
  make,
  tokenFor,
  unique,
  type Actor,
  type ClientRow,
  type Family,
  type Kind,
  type UserRow,
  type World,
} from "../fixtures/world";
import { EXPECTED, SCOPES, type Scope } from "./matrix.expected";

/**
 * The route x role x tenant matrix, generated from
 * the OpenAPI document: every operation is called in-process by every actor on ids of three
 * scopes, and the answer's class must be the one the EXPECTED table gives. An operation
 * of the document missing from the table fails the test, and so does a table line for an
 * operation that no longer exists. After every refused call the database is unchanged (an md5
 * over every row, tests/fixtures/operations.ts), and a successful answer on one's own ids shows
 * no id out of the caller's reach (lists included).
 *
 * The table is in matrix.expected.ts, the world (clients, families, personas and their
 * tokens) in tests/fixtures/world.ts; this file builds each call and compares.
 * A call expected to succeed that changes data gets freshly created ids of its scope (and a
 * self-service call - delete account, change password - a fresh copy of the actor), so one
 * success does not spoil the next call. Calls expected to be refused use the families' own
 * rows: they go in a group between two checksums, re-run one by one if the checksum moved.
 *
 * Below the table, PROBES: one's own row with a body pointing at another organisation's or
 * client's row (the id an attacker swaps in).
 *

/** One call's view of the world: the ids of its scope, fresh ones if the call changes data. */
class Target {
  /** Whether the request named any id of its scope (else the scopes are not worth three calls). */
  touched = false;
  private made = new Map<string, unknown>();
  constructor(
    readonly actor: Actor,
    readonly scope: Scope,
    /** The actor's family (where its user and organisation live). */
    readonly home: Family,
    /** The family whose ids the call names. */
    readonly fam: Family,
    /** New rows for each id (calls that change data), or the family's own. */
    readonly fresh: boolean,
    /** A new client too (deleting one). */
    readonly freshClient: boolean,
    /** The calling user (a fresh copy for self-service operations), if any. */
    readonly user?: UserRow,
  ) {}

  /** The actor's side of the family: its customer for a customer's user, else its distributor. */
  get side(): "customer" | "distributor" {
    return ACTOR_SPECS[this.actor].user?.org === "customer" ? "customer" : "distributor";
  }

  /** The family's customer as a container of new rows (not fresh: the actor may be its member). */
  customer(): string {
    this.touched = true;
    return this.fam.customer.id;
  }

  /** The family's organisation on the actor's side. */
  org(): string {
    this.touched = true;
    return this.fam[this.side].id;
  }

  /** A user, invitation or library configuration: the one of the actor's side (a distributor's user edits the distributor's users). */
  async sided(kind: "member" | "pending" | "config"): Promise<string> {
    const sidedKind = (
      { member: "distributorMember", pending: "distributorPending", config: "customerConfig" } as const
    )[kind];
    const useSided = kind === "config" ? this.side === "customer" : ACTOR_SPECS[this.actor].user?.org === "distributor";
    const row = await this.get(useSided ? sidedKind : kind);
    return typeof row === "string" ? row : row.id;
  }

  async get<K extends Kind>(kind: K): Promise<Family[K]> {
    this.touched = true;
    if (!this.fresh) return this.fam[kind];
    if (!this.made.has(kind)) this.made.set(kind, await make[kind](this.fam));
    return this.made.get(kind) as Family[K];
  }

  async client(): Promise<ClientRow> {
    this.touched = true;
    return this.freshClient
      ? ((this.made.get("client") as ClientRow | undefined) ?? this.remember("client", await make.client()))
      : this.fam.client;
  }

  private remember<T>(key: string, value: T): T {
    this.made.set(key, value);
    return value;
  }
}

type Request = Pick<CallOptions, "params" | "body" | "form"> & { query?: Record<string, string> };

const email = () => `matrix-${unique()}@example.test`;
const orgFields = () => ({
  name: `Org ${unique()}`,
  contactName: "Pat",
  contactEmail: email(),
  addressLine1: "1 Street",
  town: "Town",
  postCode: "AB1 2CD",
});
const csvFile = (lines: string[]) => new File([lines.join("\r\n")], "tags.csv", { type: "text/csv" });
const form = (fields: Record<string, string | File>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};
const id = async (t: Target, kind: Kind) => {
  const row = await t.get(kind);
  return typeof row === "string" ? row : (row as { id: string }).id;
};

/** Which row an id in a path names, by the path it appears in. */
async function pathId(path: string, name: string, t: Target): Promise<string> {
  if (name === "visible" || name === "blank") return "true";
  if (name === "size") return "2";
  if (name === "token") return "not-a-real-token";
  if (name === "organisationId") return t.customer();
  if (name === "ref") return path.includes("{visible}") ? (await t.get("customer")).accountCode : id(t, "customer");
  if (name === "tagId") return (await t.get("hose")).tagId;
  if (name === "serial") return (await t.get("hose")).nfcSerial;
  const rules: Array<[RegExp, Kind | "client" | "org" | "member" | "pending" | "config"]> = [
    [/^\/users\/pending\//, "pending"],
    [/^\/users\//, "member"],
    [/^\/clients\/users\/pending\//, "pendingClientAdmin"],
    [/^\/clients\/users\//, "clientAdmin"],
    [/^\/clients\/one-time-token\//, "member"],
    [/^\/clients\//, "client"],
    [/^\/organisations\//, "customer"],
    [/^\/manufacturers\//, "manufacturer"],
    [/^\/hose-configurations\/(import|export-template)\//, "org"],
    [/^\/hose-configurations\//, "config"],
    [/^\/hoses\//, "hose"],
    [/^\/hoseMeta\/\{id\}\/report$/, "report"],
    [/^\/(inspections|hoseMeta)\//, "meta"],
    [/^\/quotes\//, "quote"],
    [/^\/sites\//, "site"],
    [/^\/batches\//, "batch"],
    [/^\/uploads\//, "upload"],
    [/^\/compliance-packs\//, "pack"],
    [/^\/api-keys\//, "apiKey"],
    [/^\/webhooks\//, "webhook"],
    [/^\/webhook-deliveries\//, "webhookDelivery"],
  ];
  const kind = rules.find(([re]) => re.test(path))?.[1];
  if (!kind) throw new Error(`${path}: no rule for the path parameter {${name}}`);
  if (kind === "client") return (await t.client()).id;
  if (kind === "org") return t.org();
  if (kind === "member" || kind === "pending" || kind === "config") return t.sided(kind);
  return id(t, kind);
}

/** The scope's quote, priced and valid (accept and decline answer an offer). */
async function offered(t: Target): Promise<string> {
  const quoteId = await id(t, "quote");
  await db().quote.update({
    where: { id: quoteId },
    data: { status: "OFFERED", validUntil: new Date("2099-12-31"), totalMinor: 1250n, offeredAt: new Date() },
  });
  return quoteId;
}

async function invitation(t: Target): Promise<string> {
  const pending = await t.get("pending");
  return issueUserToken({ clientId: pending.clientId, kind: "INVITATION", userId: pending.id });
}

const asAdmin = (t: Target) => !ACTOR_SPECS[t.actor].user?.org;

/** A competence record of `holder`, valid for years, self-declared; `extra` adds a certificate and the like. */
async function competenceOf(
  holder: { id: string; clientId: string },
  extra: Omit<
    Prisma.CompetenceUncheckedCreateInput,
    "clientId" | "userId" | "qualification" | "issuedBy" | "validUntil"
  > = {},
): Promise<string> {
  const row = await db().competence.create({
    data: {
      clientId: holder.clientId,
      userId: holder.id,
      qualification: "Hydraulic hose inspector",
      issuedBy: "Training Ltd",
      validUntil: new Date("2099-01-31"),
      ...extra,
    },
  });
  return row.id;
}

/**
 * Bodies and queries valid for the caller's own scope, by operation; the ids in them come from
 * the call's scope. Operations not listed send their path ids and nothing else.
 */
const REQUESTS: Record<string, (t: Target) => Promise<Request>> = {
  "POST /login": async (t) => ({ body: { email: t.user?.email ?? "nobody@example.test", password: PASSWORD } }),
  "POST /refresh": async (t) => ({
    body: { refreshToken: t.user ? (await tokensFor(t.user)).refreshToken : "not-a-token" },
  }),
  "POST /logout": async (t) => ({ body: t.user ? { refreshToken: (await tokensFor(t.user)).refreshToken } : {} }),
  "POST /register": async () => ({
    body: { email: email(), firstName: "Reg", lastName: "Ister", recaptchaResponse: "not-solved" },
  }),
  "POST /api-keys": async (t) => ({
    body: { name: `ERP ${unique()}`, scope: "write", ...(asAdmin(t) ? { organisationId: t.customer() } : {}) },
  }),
  "POST /webhooks": async (t) => ({
    body: {
      url: "https://93.184.215.14/hook",
      events: ["inspection.recorded"],
      ...(asAdmin(t) ? { organisationId: t.customer() } : {}),
    },
  }),
  "POST /hoses/tag/{tagId}/report": async () => ({ body: { message: "Leaking", recaptchaResponse: "not-solved" } }),
  "POST /forgot-password": async (t) => ({
    body: { email: t.user?.email ?? email(), recaptchaResponse: "not-solved" },
  }),
  // Emailed and one-time tokens: issued in the scope's client, redeemed on the caller's host.
  "GET /validate/{token}": async (t) => ({ params: { token: await invitation(t) } }),
  "POST /validate": async (t) => ({
    body: {
      token: await invitation(t),
      password: "A-new-pass-123",
      passwordConfirmation: "A-new-pass-123",
      acceptTerms: true,
    },
  }),
  "POST /one-time-login/{token}": async (t) => {
    const member = await t.get("member");
    return {
      params: { token: await issueUserToken({ clientId: member.clientId, kind: "ONE_TIME_LOGIN", userId: member.id }) },
    };
  },
  "POST /digests/unsubscribe/{token}": async (t) => {
    const member = await t.get("member");
    const { organisationId } = await db().organisationUser.findFirstOrThrow({ where: { userId: member.id } });
    return {
      params: { token: await signUnsubscribeToken({ userId: member.id, organisationId, clientId: member.clientId }) },
    };
  },
  // An email change (confirmed by the current password): refused while impersonating.
  "POST /me": async () => ({
    body: { email: email(), firstName: "New", lastName: "Name", existingPassword: PASSWORD },
  }),
  "POST /notifications/read": async () => ({ body: { all: true } }),
  "POST /me/competences": async () => ({
    body: { qualification: "Hydraulic hose inspector", issuedBy: "Training Ltd", validUntil: "2030-01-31" },
  }),
  // A self-declared competence of a member of the actor's side, for an Admin to approve.
  "POST /competences/{id}/approve": async (t) => {
    const member = await db().user.findUniqueOrThrow({ where: { id: await t.sided("member") } });
    return { params: { id: await competenceOf(member) } };
  },
  // One's own competence record (for the own scope), else a member's: only the holder files its certificate.
  "PUT /me/competences/{id}/certificate": async (t) => {
    const holder =
      t.scope === "own" && t.user
        ? t.user
        : await db().user.findUniqueOrThrow({ where: { id: await t.sided("member") } });
    return {
      params: { id: await competenceOf(holder) },
      body: { base64Data: b64(pdf()), filename: "certificate.pdf" },
    };
  },
  // A member's competence with a certificate on file: the Admins who approve it may read it.
  "GET /competences/{id}/certificate": async (t) => {
    const member = await db().user.findUniqueOrThrow({ where: { id: await t.sided("member") } });
    const competenceId = await competenceOf(member, {
      certificateKey: `${member.clientId}/competences/matrix-${unique()}`,
      certificateFilename: "certificate.pdf",
      certificateMimetype: "application/pdf",
      certificateSize: 100,
    });
    return { params: { id: competenceId } };
  },
  "POST /me/password": async () => ({
    body: { existingPassword: PASSWORD, password: "Another-pass-42", confirmPassword: "Another-pass-42" },
  }),
  "DELETE /users/{id}": async (t) => ({
    params: { id: t.scope === "own" && t.user ? ((t.touched = true), t.user.id) : await t.sided("member") },
  }),
  "POST /users": async (t) => ({
    body: {
      firstName: "New",
      lastName: "User",
      email: email(),
      role: 0,
      ...(asAdmin(t) ? { organisations: [{ organisationId: t.customer(), role: 0 }] } : {}),
    },
  }),
  "PUT /users": async (t) => ({
    body: {
      id: await t.sided("member"),
      role: 1,
      ...(asAdmin(t) ? { organisations: [{ organisationId: t.fam.customer.id, role: 1 }] } : {}),
    },
  }),
  "PUT /clients/logo/{id}": async (t) => ({ params: { id: (await t.client()).id }, body: { base64Data: null } }),
  "POST /clients": async () => ({
    body: {
      name: `Client ${unique()}`,
      primaryUrl: "https://new.example.test",
      hostnames: [`matrix-${unique()}.example.test`],
      theme: 1,
    },
  }),
  "PUT /clients": async (t) => {
    const c = await t.client();
    // Valid both as a system admin's client update and as a client admin's settings.
    return {
      body: {
        id: c.id,
        name: c.name,
        primaryUrl: c.primaryUrl,
        hostnames: c.hostnames.map((h) => h.hostname),
        theme: 1,
        manualHoseConfiguration: false,
      },
    };
  },
  "GET /clients/users": async (t) => ({ query: { clientId: (await t.client()).id } }),
  "GET /clients/users/pending": async (t) => ({ query: { clientId: (await t.client()).id } }),
  "POST /clients/users": async (t) => ({
    body: { clientId: (await t.client()).id, firstName: "Cli", lastName: "Admin", email: email() },
  }),
  "PUT /clients/users": async (t) => {
    const admin = await t.get("clientAdmin");
    return { body: { id: admin.id, firstName: "Renamed", lastName: "Admin", email: admin.email } };
  },
  "PUT /organisations": async (t) => ({
    body: { id: await id(t, "customer"), ...orgFields(), isDistributor: false, distributorId: t.fam.distributor.id },
  }),
  "POST /organisations": async () => ({ body: { ...orgFields(), isDistributor: false } }),
  "PUT /organisation-settings": async () => ({
    body: {
      hoseInspectionMonths: 6,
      hoseReplacementMonths: 60,
      hoseReplacementWarningMonths: 3,
      fields: { manufacturer: 1 },
      manufacturers: [],
      hoseTypes: [],
    },
  }),
  "POST /checklists": async () => ({
    body: { name: `Checklist ${unique()}`, criteria: [{ text: "Cover intact", critical: true }] },
  }),
  // A template of the scope's family, owned as the caller would own it: the client's for an admin, else the distributor's.
  "PUT /checklists/{id}": async (t) => {
    t.touched = true;
    const id = crypto.randomUUID();
    const clientId = (await t.client()).id;
    await db().checklistTemplate.create({
      data: {
        id,
        clientId,
        familyId: id,
        name: "Matrix",
        criteria: [],
        organisationId: asAdmin(t) ? null : t.fam.distributor.id,
      },
    });
    return {
      params: { id },
      body: { name: `Checklist ${unique()}`, criteria: [{ text: "Cover intact", critical: true }] },
    };
  },
  "PUT /checklist-settings": async () => ({ body: { checklistId: null, required: false } }),
  "POST /manufacturers": async () => ({ body: { name: `Maker ${unique()}` } }),
  "PUT /manufacturers": async (t) => ({ body: { id: await id(t, "manufacturer"), name: `Maker ${unique()}` } }),
  "POST /hose-configurations": async (t) => ({ body: { organisationId: t.org(), name: `Config ${unique()}` } }),
  "PUT /hose-configurations": async (t) => ({ body: { id: await t.sided("config"), name: `Config ${unique()}` } }),
  "POST /hose-configurations/import/{id}": async (t) => ({
    params: { id: t.org() },
    body: { configurations: [{ name: `Imported ${unique()}` }] },
  }),
  "POST /hoses/import/{organisationId}": async (t) => ({
    params: { organisationId: t.customer() },
    body: { hoses: [{ name: `Imported ${unique()}` }] },
  }),
  "POST /hoses": async (t) => ({ body: { tagId: await t.get("tag"), customerOrganisationId: t.customer() } }),
  "PUT /hoses": async (t) => {
    const hose = await t.get("hose");
    return { body: { id: hose.id, tagId: hose.tagId, customerOrganisationId: t.fam.customer.id } };
  },
  "DELETE /hoses/{id}": async (t) => ({ params: { id: await id(t, "hose") }, body: { notes: "Scrapped" } }),
  "PUT /hoses/{id}/nfc": async () => ({ body: { serial: `04:${unique()}` } }),
  // An organisation's Admin sets its own organisation's policy; admins a customer's.
  "PUT /life-policies": async (t) => {
    const home = ACTOR_SPECS[t.actor].user?.org;
    if (asAdmin(t) || !home)
      return { body: { level: "customer", targetId: await id(t, "customer"), inspectionMonths: 6 } };
    return {
      body: { level: home === "distributor" ? "distributor" : "customer", targetId: t.org(), inspectionMonths: 6 },
    };
  },
  "POST /hoseMeta": async (t) => ({ body: { hoseId: await id(t, "hose"), notes: "A note" } }),
  "POST /hoseMeta/{id}/report": async (t) => ({ params: { id: await id(t, "report") }, body: { action: "resolve" } }),
  // A customer requests a quote from its distributor; a distributor offers one to its customer.
  "POST /quotes": async (t) => {
    const [from, to] =
      t.side === "customer" || !ACTOR_SPECS[t.actor].user?.org
        ? [t.fam.customer, t.fam.distributor]
        : [t.fam.distributor, t.fam.customer];
    return {
      body: {
        message: "Quote please",
        requestorOrganisationId: from.id,
        receiverOrganisationId: to.id,
        hoseId: await id(t, "hose"),
      },
    };
  },
  "POST /quotes/lines": async (t) => {
    const [from, to] =
      t.side === "customer" || !ACTOR_SPECS[t.actor].user?.org
        ? [t.fam.customer, t.fam.distributor]
        : [t.fam.distributor, t.fam.customer];
    return {
      body: {
        message: "Quote please",
        requestorOrganisationId: from.id,
        receiverOrganisationId: to.id,
        hoses: [{ hoseId: await id(t, "hose"), quantity: 2 }],
      },
    };
  },
  // The distributor prices every line of the scope's quote.
  "POST /quotes/{id}/offer": async (t) => {
    const quoteId = await id(t, "quote");
    const lines = await db().quoteLine.findMany({ where: { quoteId }, select: { id: true } });
    return {
      params: { id: quoteId },
      body: {
        validUntil: "2099-12-31",
        message: "Our price",
        lines: lines.map((l) => ({ id: l.id, unitPriceMinor: 1250 })),
      },
    };
  },
  // The customer answers an offer: the scope's quote is priced first.
  "POST /quotes/{id}/accept": async (t) => ({ params: { id: await offered(t) }, body: {} }),
  "POST /quotes/{id}/decline": async (t) => ({ params: { id: await offered(t) }, body: { note: "Too dear" } }),
  "POST /sites": async (t) => ({ body: { name: `Site ${unique()}`, organisationId: t.customer(), parentId: null } }),
  "PUT /sites": async (t) => ({ body: { id: await id(t, "site"), name: `Site ${unique()}`, parentId: null } }),
  "POST /tag-upload": async () => ({
    form: form({ file: csvFile([`MU${unique().toUpperCase()}`]), batchName: `Batch ${unique()}` }),
  }),
  "POST /tag-delete": async () => ({ form: form({ file: csvFile([`MD${unique().toUpperCase()}`]) }) }),
  "PUT /batches": async (t) => ({ body: { id: await id(t, "batch"), name: `Batch ${unique()}` } }),
  "POST /hoses/labels": async (t) => ({ body: { format: "L7651", startAt: 1, hoseIds: [await id(t, "hose")] } }),
  "POST /batches/{id}/labels": async (t) => ({
    params: { id: await id(t, "batch") },
    body: { format: "L7651", startAt: 1 },
  }),
  // Signed links: minted in the scope's client, opened on the caller's host.
  "GET /exports/{token}": async (t) => {
    const admin = await t.get("clientAdmin");
    const req = {
      resource: "organisations",
      clientId: admin.clientId,
      userId: admin.id,
      sessionVersion: admin.sessionVersion,
      sessionId: null,
      impersonator: null,
      organisationId: null,
      filters: {},
    };
    return { params: { token: await signExport(req) } };
  },
  "GET /files/{token}": async (t) => {
    const upload = await db().upload.findUniqueOrThrow({ where: { id: await id(t, "upload") } });
    const link = await signedLinkFor(await storage(), upload);
    return { params: { token: decodeURIComponent(link.slice(link.lastIndexOf("/") + 1)) } };
  },
  "POST /compliance-packs": async (t) => ({ body: { organisationId: t.customer() } }),
  "POST /uploads": async (t) => ({
    body: { base64Data: b64(pdf()), uploadType: 2, hoseId: await id(t, "hose"), filename: "cert.pdf" },
  }),
};

/** Operations that change data (a GET among them changes state by contract), or whose token voids the user's earlier one. */
const changesData = (op: RoutedOperation) =>
  op.method !== "get" ||
  /\/(link|visible|complete|impersonate|one-time-token)\b/.test(op.path) ||
  /\{token\}/.test(op.path);

/** Self-service operations act on the caller: each call gets a fresh copy of the actor. */
const SELF_SERVICE = new Set([
  "POST /me",
  "POST /me/password",
  "DELETE /users/{id}",
  "POST /logout",
  "POST /refresh",
  "POST /login",
]);

// ---------------------------------------------------------------------------------------------
// Running it.
// ---------------------------------------------------------------------------------------------

type Class = "2" | "1" | "3" | "4" | "V" | "?";
const classOf = (status: number): Class =>
  status >= 200 && status < 300
    ? "2"
    : status === 401
      ? "1"
      : status === 403
        ? "3"
        : status === 404
          ? "4"
          : status === 400 || status === 422
            ? "V"
            : "?";

/** The expected class of each actor x scope of one table line. */
function parseLine(key: string, line: string): Record<Actor, Record<Scope, Class>> {
  const cells = line.trim().split(/\s+/);
  if (cells.length !== ACTORS.length)
    throw new Error(`${key}: ${cells.length} cells, expected ${ACTORS.length} (${ACTORS.join(" ")})`);
  return Object.fromEntries(
    ACTORS.map((actor, i) => {
      const cell = cells[i]!;
      if (!/^[1234V]$|^[1234V]{3}$/.test(cell)) throw new Error(`${key}: bad cell "${cell}" for ${actor}`);
      const classes = (cell.length === 1 ? cell.repeat(3) : cell).split("") as Class[];
      return [actor, { own: classes[0]!, org: classes[1]!, client: classes[2]! }];
    }),
  ) as Record<Actor, Record<Scope, Class>>;
}

const PRINT = process.env.MATRIX_PRINT === "1";
/** Calls in flight at once (route handlers wait on the database most of the time). */
const PARALLEL = Number(process.env.MATRIX_PARALLEL ?? 4);
let ops: RoutedOperation[];

let world: World;

beforeAll(async () => {
  world = await createWorld();
  ops = await routedOperations();
}, 120_000);

/** The families of each scope, relative to the actor. */
const families = (actor: Actor): Record<Scope, Family> => familiesOf(world, actor);

type Prepared = { op: RoutedOperation; actor: Actor; scope: Scope; options: CallOptions; touched: boolean };
type Outcome = Prepared & { status: number; body: unknown };

/**
 * Everything a call needs, before it is sent (so a checksum can go between). `fresh`: new rows
 * for a call that may change them; a call expected to be refused gets the family's own rows,
 * since the checksum proves it left them alone.
 */
async function prepare(op: RoutedOperation, actor: Actor, scope: Scope, fresh: boolean): Promise<Prepared> {
  const fams = families(actor);
  const home = fams.own;
  const renew = fresh && changesData(op);
  let user = world.users[actor];
  if (user && renew && SELF_SERVICE.has(op.key)) user = await createActorUser(world, actor, home);
  const t = new Target(actor, scope, home, fams[scope], renew, renew && op.key === "DELETE /clients/{id}", user);
  const built: Request = await (REQUESTS[op.key] ?? (async () => ({})))(t);
  const params = built.params ?? {};
  for (const name of op.pathParams) params[name] ??= await pathId(op.path, name, t);
  const path = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, encodeURIComponent(params[name]!)), op.path);
  const search = new URLSearchParams(built.query ?? {}).toString();
  const spec = ACTOR_SPECS[actor].user;
  const options: CallOptions = {
    method: op.method.toUpperCase(),
    host: home.host,
    path: `/api/v1${path}${search ? `?${search}` : ""}`,
    params,
    ...(user
      ? { token: await tokenFor(world, actor, user), organisationId: spec?.org ? home[spec.org].id : "admin" }
      : {}),
    ...(built.body !== undefined ? { body: built.body } : {}),
    ...(built.form ? { form: built.form } : {}),
  };
  return { op, actor, scope, options, touched: t.touched };
}

async function send(p: Prepared): Promise<Outcome> {
  const res = await call(p.op.handler, p.options).catch((error: unknown) => ({ status: 599, body: String(error) }));
  return { ...p, status: res.status, body: res.body };
}

/** `fn` over `items`, at most PARALLEL at a time, results in order. */
async function pool<T, R>(items: T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** Whether the request of an operation names ids at all (else one scope stands for three). */
async function isScoped(op: RoutedOperation): Promise<boolean> {
  const t = new Target("ca", "own", world.A1, world.A1, false, false, world.users.ca);
  const built: Request = await (REQUESTS[op.key] ?? (async () => ({})))(t);
  return op.pathParams.length > 0 || t.touched || built.params !== undefined;
}

/** The ids of a family's organisations and the rows hanging off them (client-wide rows such as manufacturers excluded). */
function organisationIds(f: Family): string[] {
  return [
    f.distributor.id,
    f.customer.id,
    f.member.id,
    f.pending.id,
    f.distributorMember.id,
    f.distributorPending.id,
    f.config,
    f.customerConfig,
    f.site,
    f.hose.id,
    f.hose.tagId,
    f.hose.nfcSerial,
    f.meta,
    f.quote,
    f.upload,
    f.pack,
  ];
}

/**
 * Ids an actor must never see in a successful answer to a call naming only its own ids: those
 * of the other client (but a system admin manages every client), and for anyone acting for an
 * organisation, or a system admin without client admin rights, those of the other family too.
 */
function forbiddenIds(actor: Actor, op: RoutedOperation): string[] {
  const fams = families(actor);
  const spec = ACTOR_SPECS[actor].user;
  const crossTenant =
    spec?.systemAdmin && /^\/(clients|batches|tag)/.test(op.path)
      ? []
      : [
          fams.client.client.id,
          fams.client.clientAdmin.id,
          fams.client.manufacturer,
          fams.client.batch,
          ...organisationIds(fams.client),
        ];
  const otherOrganisation = spec && !spec.clientAdmin ? organisationIds(fams.org) : [];
  const noClientRights =
    spec?.systemAdmin && !spec.clientAdmin && !/^\/(clients|batches|tag)/.test(op.path)
      ? organisationIds(fams.own)
      : [];
  return [...crossTenant, ...otherOrganisation, ...noClientRights];
}

/** The observed table line of one operation: a cell per actor, collapsed when the scopes agree. */
function observedLine(outcomes: Outcome[]): string {
  return ACTORS.map((actor) => {
    const cells = SCOPES.map((scope) => classOf(outcomes.find((o) => o.actor === actor && o.scope === scope)!.status));
    return cells.every((c) => c === cells[0]) ? cells[0]! : cells.join("");
  })
    .map((c) => c.padEnd(4))
    .join("")
    .trimEnd();
}

// ---------------------------------------------------------------------------------------------
// Cross references: a call on the actor's own row whose body points at a row of another
// organisation (same client) or of another client - the id an attacker would swap in. Each is
// refused without a write: 404 for a row out of reach, or 422 where the reference is a choice
// from a list (the usual answer here: "A hose cannot move to another customer", "Choose a
// configuration from the list"...). Expected classes for [other organisation, other client];
// a 2 where nothing is crossed (a client admin and another organisation of its own client, a
// tag, which is client-wide).
// ---------------------------------------------------------------------------------------------

type Probe = {
  op: string;
  actor: Actor;
  expect: string;
  build: (own: Family, other: Family) => Promise<Request> | Request;
};
const hoseBody = (own: Family, over: Record<string, unknown> = {}) => ({
  id: own.hose.id,
  tagId: own.hose.tagId,
  customerOrganisationId: own.customer.id,
  hoseConfigurationId: own.config,
  organisationZoneId: own.site,
  installationDate: "2025-01-10",
  ...over,
});
// prettier-ignore
const PROBES: Record<string, Probe> = {
  "a customer moves its hose to another customer":              { op: "PUT /hoses", actor: "cA", expect: "VV", build: (o, x) => ({ body: hoseBody(o, { customerOrganisationId: x.customer.id }) }) },
  "a distributor moves its customer's hose to another customer": { op: "PUT /hoses", actor: "dA", expect: "VV", build: (o, x) => ({ body: hoseBody(o, { customerOrganisationId: x.customer.id }) }) },
  "a hose gets another library's configuration":                { op: "PUT /hoses", actor: "dA", expect: "VV", build: (o, x) => ({ body: hoseBody(o, { hoseConfigurationId: x.config }) }) },
  "a hose is installed in another customer's zone":             { op: "PUT /hoses", actor: "cA", expect: "VV", build: (o, x) => ({ body: hoseBody(o, { organisationZoneId: x.site }) }) },
  "a new hose takes another client's tag (tags are client-wide)":                      { op: "POST /hoses", actor: "dA", expect: "2V", build: async (o, x) => ({ body: { tagId: await make.tag(x), customerOrganisationId: o.customer.id } }) },
  "a new hose gets another library's configuration":            { op: "POST /hoses", actor: "dA", expect: "VV", build: async (o, x) => ({ body: { tagId: await make.tag(o), customerOrganisationId: o.customer.id, hoseConfigurationId: x.config } }) },
  "a site moves under another customer's site":                 { op: "PUT /sites", actor: "cA", expect: "44", build: (o, x) => ({ body: { id: o.site, name: `Site ${unique()}`, parentId: x.site } }) },
  "a zone is added under another customer's site":              { op: "POST /sites", actor: "cA", expect: "44", build: (o, x) => ({ body: { name: `Zone ${unique()}`, organisationId: o.customer.id, parentId: x.site } }) },
  "a quote request names another customer's hose":              { op: "POST /quotes", actor: "cA", expect: "44", build: (o, x) => ({ body: { message: "Quote", requestorOrganisationId: o.customer.id, receiverOrganisationId: o.distributor.id, hoseId: x.hose.id } }) },
  "a quote request goes to another distributor":                { op: "POST /quotes", actor: "cA", expect: "44", build: (o, x) => ({ body: { message: "Quote", requestorOrganisationId: o.customer.id, receiverOrganisationId: x.distributor.id, hoseId: o.hose.id } }) },
  "a document is attached to another hose's inspection":        { op: "POST /uploads", actor: "cA", expect: "VV", build: (o, x) => ({ body: { base64Data: b64(pdf()), uploadType: 2, hoseId: o.hose.id, hoseMetaId: x.meta, filename: "a.pdf" } }) },
  "a client admin gives a user another client's organisation":  { op: "PUT /users", actor: "ca", expect: "2V", build: (o, x) => ({ body: { id: o.member.id, organisations: [{ organisationId: x.customer.id, role: 0 }] } }) },
  "an organisation is given another client's distributor":      { op: "PUT /organisations", actor: "ca", expect: "2V", build: (o, x) => ({ body: { id: o.customer.id, ...orgFields(), isDistributor: false, distributorId: x.distributor.id } }) },
  "organisation settings pick another client's manufacturer":   { op: "PUT /organisation-settings", actor: "cA", expect: "2V", build: (_o, x) => ({ body: { hoseInspectionMonths: 6, hoseReplacementMonths: 60, hoseReplacementWarningMonths: 3, fields: {}, manufacturers: [x.manufacturer], hoseTypes: [] } }) },
};

describe("route x role x tenant matrix", () => {
  it("the table names every operation of the OpenAPI document, and only those", () => {
    const keys = new Set(ops.map((op) => op.key));
    const missing = [...keys].filter((k) => !(k in EXPECTED));
    const stale = Object.keys(EXPECTED).filter((k) => !keys.has(k));
    if (!PRINT) {
      const message = `operations missing from the matrix table (add a line for each): ${missing.join(", ") || "none"}; table lines for operations that no longer exist (remove them): ${stale.join(", ") || "none"}`;
      expect({ missing, stale }, message).toEqual({ missing: [], stale: [] });
    }
    if (!PRINT) for (const [key, line] of Object.entries(EXPECTED)) parseLine(key, line);
  });

  it("every operation answers each actor and scope as the table says, and a refusal writes nothing", async () => {
    const failures: string[] = [];
    const printed: string[] = [];
    for (const op of ops) {
      const line = EXPECTED[op.key];
      if (!line && !PRINT) continue; // reported by the test above
      const expected = line && !PRINT ? parseLine(op.key, line) : undefined;
      const scopes: Scope[] = (await isScoped(op)) ? SCOPES : ["own"];
      const cases = ACTORS.flatMap((actor) => scopes.map((scope) => ({ actor, scope })));
      const refusal = (c: { actor: Actor; scope: Scope }) => expected?.[c.actor][c.scope] !== "2";
      // The calls expected to be refused go together between two checksums of the database
      // (their requests built first, on the families' own rows); if it moved, they go again one by one
      // to name the culprit.
      const refused = await pool(cases.filter(refusal), (c) => prepare(op, c.actor, c.scope, PRINT));
      const before = PRINT ? "" : await databaseChecksum();
      const outcomes = await pool(refused, send);
      if (!PRINT && (await databaseChecksum()) !== before) {
        for (const c of cases.filter(refusal)) {
          const p = await prepare(op, c.actor, c.scope, false);
          const alone = await databaseChecksum();
          const o = await send(p);
          if ((await databaseChecksum()) !== alone)
            failures.push(`${op.key} as ${c.actor} on ${c.scope} ids: answered ${o.status} and changed the database`);
        }
      }
      outcomes.push(
        ...(await pool(
          cases.filter((c) => !refusal(c)),
          async (c) => send(await prepare(op, c.actor, c.scope, true)),
        )),
      );
      for (const o of outcomes) {
        if (classOf(o.status) === "2" && (o.scope === "own" || scopes.length === 1)) {
          const text = JSON.stringify(o.body);
          const leaked = forbiddenIds(o.actor, op).filter((x) => text.includes(x));
          if (leaked.length > 0)
            failures.push(
              `${op.key} as ${o.actor}: the answer shows ids outside the caller's reach: ${leaked.join(", ")}`,
            );
        }
        const want = expected?.[o.actor][o.scope];
        if (want && classOf(o.status) !== want) {
          failures.push(
            `${op.key} as ${o.actor} on ${o.scope} ids: expected ${want}, got ${o.status} ${JSON.stringify(o.body).slice(0, 160)}`,
          );
        }
      }
      if (PRINT) {
        for (const o of outcomes)
          if (classOf(o.status) === "V" || classOf(o.status) === "?")
            failures.push(`${op.key} ${o.actor} ${o.scope}: ${o.status} ${JSON.stringify(o.body).slice(0, 200)}`);
        const full = scopes.length === 3 ? outcomes : outcomes.flatMap((o) => SCOPES.map((scope) => ({ ...o, scope })));
        printed.push(`  ${JSON.stringify(op.key).padEnd(50)}: "${observedLine(full)}",`);
      }
    }
    if (PRINT) console.log(`${printed.join("\n")}\n\n${failures.join("\n")}`);
    else expect(failures).toEqual([]);
  }, 600_000);
  it("a call on one's own row that points at another organisation's or client's row is refused and writes nothing", async () => {
    const failures: string[] = [];
    const printed: string[] = [];
    const byKey = new Map(ops.map((op) => [op.key, op]));
    for (const [name, probe] of Object.entries(PROBES)) {
      const op = byKey.get(probe.op);
      if (!op) throw new Error(`${name}: no operation ${probe.op}`);
      const fams = families(probe.actor);
      const got: string[] = [];
      for (const [i, other] of [fams.org, fams.client].entries()) {
        const built = await probe.build(fams.own, other);
        const user = world.users[probe.actor]!;
        const spec = ACTOR_SPECS[probe.actor].user!;
        const before = await databaseChecksum();
        const res = await call(op.handler, {
          method: op.method.toUpperCase(),
          host: fams.own.host,
          path: `/api/v1${op.path}`,
          params: built.params ?? {},
          token: await tokenFor(world, probe.actor, user),
          organisationId: spec.org ? fams.own[spec.org].id : "admin",
          ...(built.body !== undefined ? { body: built.body } : {}),
        });
        const cls = classOf(res.status);
        got.push(cls);
        const where = `${name} (${probe.op} as ${probe.actor}, ${i === 0 ? "other organisation" : "other client"})`;
        if (cls !== probe.expect[i])
          failures.push(
            `${where}: expected ${probe.expect[i]}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        if (cls !== "2" && (await databaseChecksum()) !== before)
          failures.push(`${where}: refused with ${res.status} but changed the database`);
      }
      printed.push(`${name}: ${got.join("")}`);
    }
    if (PRINT) console.log(`${printed.join("\n")}\n\n${failures.join("\n")}`);
    else expect(failures).toEqual([]);
  });
});
