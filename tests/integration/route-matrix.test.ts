import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { issueUserToken } from "@/lib/auth/user-tokens";
import { signUnsubscribeToken } from "@/lib/digests/unsubscribe-token";
import { signExport } from "@/lib/exports/export-token";
import { storage } from "@/lib/storage";
import { createUpload } from "@/lib/hoses/documents/create-upload";
import { signedLinkFor } from "@/lib/hoses/documents/upload-dto";
import { PASSWORD, accessTokenFor, impersonationPair, tokensFor } from "../fixtures/accounts";
import { ctxFor } from "../fixtures/ctx";
import {
  createClient,
  createHose,
  createHoseConfiguration,
  createOrganisation,
  createUser,
  createZone,
} from "../fixtures/factories";
import { b64, pdf, png } from "../fixtures/files";
import { call, type CallOptions } from "../fixtures/http";
import { databaseChecksum, routedOperations, type RoutedOperation } from "../fixtures/operations";

/**
 * The route x role x tenant matrix (issue 13, SPEC 6, security review section 2), generated from
 * the OpenAPI document: every operation is called in-process by every actor on ids of three
 * scopes, and the answer's class must be the one the EXPECTED table below gives. An operation
 * of the document missing from the table fails the test, and so does a table line for an
 * operation that no longer exists. After every refused call the database is unchanged (an md5
 * over every row, tests/fixtures/operations.ts), and a successful answer on one's own ids shows
 * no id out of the caller's reach (lists included).
 *
 * The world: two clients (A, whose host the actors call, and B); in each, two "families" of a
 * distributor with its linked customer and everything hanging off them (users, an invitation,
 * a client admin, a manufacturer, a library configuration, a site, a hose with an inspection, a
 * document and a quote, a tag batch); A3 is a family whose customer does not see its
 * distributor's configurations. The actors live in A1 (cH in A3; xca in B1, calling B's host).
 * Scopes, relative to the actor:
 *   own    - ids of the actor's family (A1; A3 for cH; B1 for xca)
 *   org    - ids of another family of the same client (A2: another distributor and customer)
 *   client - ids of the other client (B1; A1 for xca)
 * A call expected to succeed that changes data gets freshly created ids of its scope (and a
 * self-service call - delete account, change password - a fresh copy of the actor), so one
 * success does not spoil the next call. Calls expected to be refused use the families' own
 * rows: they go in a group between two checksums, re-run one by one if the checksum moved.
 *
 * Below the table, PROBES: one's own row with a body pointing at another organisation's or
 * client's row (the id an attacker swaps in).
 *
 * MATRIX_PRINT=1 prints the observed table instead of asserting (to review a new route).
 */

// ---------------------------------------------------------------------------------------------
// The expected table.
//
// Actors (columns, in this order):
//   anon  no session
//   sys   system admin, not a client admin of A (operator@demo.test), X-Organisation-Id: admin
//   sca   system admin who is also client admin of A (system@demo.test), X-Organisation-Id: admin
//   ca    client admin of A (admin@demo.test), X-Organisation-Id: admin
//   dA    distributor Admin, role 2 (distributor@demo.test)
//   dM    distributor Manager, role 1 (manager@demo.test)
//   cA    customer Admin, role 2 (customer@demo.test)
//   cM    customer Manager, role 1 (multi@demo.test acting for Harbour Cranes)
//   cU    customer User, role 0 (user@demo.test)
//   cR    customer Read-only, role 4 (readonly@demo.test)
//   cH    customer Admin of a customer whose distributor's configurations are hidden
//         (riverside@demo.test): only its distributor manages its hoses (SPEC 6)
//   imp   the client admin of A impersonating a customer User (Users list 'Impersonate user')
//   xca   client admin of B (admin@acme.test) on B's host, X-Organisation-Id: admin
//   xt    the same client admin of B, but with its token sent to A's host
// Each cell is one class for all three scopes, or three classes for own/org/client ids:
//   2 = 2xx, 1 = 401, 3 = 403, 4 = 404, V = 400/422 (the call passed authorization and was
//   refused by validation: a human check that cannot be solved here, a catalogue-checked import
//   file, or another client's id offered as a choice from a list).
// Operations without ids take one class per actor.
// ---------------------------------------------------------------------------------------------
const ACTORS = ["anon", "sys", "sca", "ca", "dA", "dM", "cA", "cM", "cU", "cR", "cH", "imp", "xca", "xt"] as const;
type Actor = (typeof ACTORS)[number];
type Scope = "own" | "org" | "client";
const SCOPES: Scope[] = ["own", "org", "client"];

// prettier-ignore
const EXPECTED: Record<string, string> = {
  //                                                         anon sys  sca  ca   dA   dM   cA   cM   cU   cR   cH   imp  xca  xt
  "POST /login":                                            "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /refresh":                                          "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /logout":                                           "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
  "POST /register":                                         "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // no solvable human check here: V = passed to validation
  "POST /forgot-password":                                  "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // idem
  "GET /validate/{token}":                                  "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // an emailed token works only on its own client's host
  "POST /validate":                                         "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // idem
  "GET /me":                                                "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /me":                                               "1    2    2    2    2    2    2    2    2    2    2    3    2    1", // an email change: not while impersonating (M1)
  "POST /me/password":                                      "1    2    2    2    2    2    2    2    2    2    2    3    2    1", // not while impersonating
  "DELETE /users/{id}":                                     "1    244  244  244  244  244  244  244  244  244  244  344  244  1", // one's own account only, not while impersonating
  "POST /one-time-login/{token}":                           "221  221  221  221  221  221  221  221  221  221  221  221  221  221", // another client's one-time token: 401, as any bad credential
  "GET /users/{id}/impersonate":                            "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "GET /clients/users/{id}/impersonate":                    "1    2    2    3    3    3    3    3    3    3    3    3    3    1", // system admins sign in to any client as its client admin (by design)
  "GET /clients/one-time-token/{id}":                       "1    224  224  3    3    3    3    3    3    3    3    3    3    1", // system admin only (SPEC 6; review L13)
  "GET /altcha/challenge":                                  "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
  "GET /users":                                             "1    3    2    2    2    2    2    2    3    3    2    3    2    1",
  "POST /users":                                            "1    3    22V  22V  2    2    2    2    3    3    2    3    22V  1", // ca/xca on another client's organisation: 422 'Choose organisations from the list'
  "PUT /users":                                             "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /users/{id}":                                        "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /users/pending":                                     "1    3    2    2    2    2    2    2    3    3    2    3    2    1",
  "DELETE /users/pending/{id}":                             "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /clients/current/logo":                              "4    4    4    4    4    4    4    4    4    4    4    4    4    4",
  "PUT /clients/logo/{id}":                                 "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /clients/current":                                   "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
  "GET /clients":                                           "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "POST /clients":                                          "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "PUT /clients":                                           "1    2    2    224  3    3    3    3    3    3    3    3    224  1", // client admin: own settings; another client's id: 404 (issue 13); system admins: any client; anyone else is refused before its 4 MB body is read, so whatever id it names
  "GET /clients/{id}":                                      "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "DELETE /clients/{id}":                                   "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /clients/users":                                     "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "POST /clients/users":                                    "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "PUT /clients/users":                                     "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "GET /clients/users/{id}":                                "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "DELETE /clients/users/{id}":                             "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "GET /clients/users/pending":                             "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "DELETE /clients/users/pending/{id}":                     "1    2    2    224  3    3    3    3    3    3    3    3    224  1",
  "GET /organisations":                                     "1    3    2    2    2    2    3    3    3    3    3    3    2    1",
  "PUT /organisations":                                     "1    3    224  224  244  244  3    3    3    3    3    3    224  1",
  "POST /organisations":                                    "1    3    2    2    2    2    3    3    3    3    3    3    2    1",
  "GET /organisations/{id}":                                "1    4    224  224  244  244  244  244  244  244  244  244  224  1", // system admin without client admin rights sees no organisation
  "DELETE /organisations/{id}":                             "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "PATCH /organisations/{id}":                              "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "GET /organisations/link/{ref}/{visible}":                "1    3    3    3    244  244  3    3    3    3    3    3    3    1",
  "DELETE /organisations/link/{ref}":                       "1    3    3    3    244  244  3    3    3    3    3    3    3    1",
  "GET /organisations/visible/{id}/{visible}":              "1    3    3    3    244  244  3    3    3    3    3    3    3    1",
  "GET /organisation-settings":                             "1    3    3    3    2    3    2    3    3    3    2    3    3    1",
  "PUT /organisation-settings":                             "1    3    3    3    2    3    2    3    3    3    2    3    3    1",
  "GET /manufacturers":                                     "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /manufacturers":                                    "1    3    2    2    3    3    3    3    3    3    3    3    2    1",
  "PUT /manufacturers":                                     "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "GET /manufacturers/{id}":                                "1    224  224  224  224  224  224  224  224  224  224  224  224  1",
  "DELETE /manufacturers/{id}":                             "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "GET /config":                                            "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /hose-configurations":                               "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /hose-configurations":                              "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "PUT /hose-configurations":                               "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hose-configurations/{id}":                          "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /hose-configurations/{id}":                       "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hose-configurations/export-template/{id}":          "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hose-configurations/export-template/{id}/{blank}":  "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "POST /hose-configurations/import/{id}":                  "1    3    VV4  VV4  V44  V44  V44  V44  V44  3    3    V44  VV4  1", // V: the one-line file fails the catalogue checks, after authorization
  "GET /hoses":                                             "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /hoses":                                            "1    3    224  224  244  244  244  244  244  3    3    244  224  1", // cH: only its distributor manages its hoses
  "POST /hoses/labels":                                     "1    4    224  224  244  244  244  244  244  3    244  244  224  1", // labels of hoses one sees; not read-only (labelling is tagging work)
  "PUT /hoses":                                             "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hoses/{id}":                                        "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /hoses/{id}":                                     "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hoses/tag/{tagId}":                                 "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "POST /hoses/tag/{tagId}/report":                         "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // public; no solvable human check here
  "POST /hoseMeta":                                         "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hoseMeta":                                          "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /inspections":                                       "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /inspections/{id}":                                  "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /hoseMeta/{id}":                                     "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "POST /hoseMeta/{id}/report":                             "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins only
  "GET /quotes":                                            "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /quotes":                                           "1    3    3    3    244  244  244  244  244  3    3    244  3    1", // customers request from their distributor, distributors offer to their customer
  "GET /quotes/{id}":                                       "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /quotes/{id}/complete":                              "1    3    3    3    244  244  244  244  244  3    3    244  3    1", // either side closes it; not client admins, not read-only (SPEC 4)
  "GET /sites":                                             "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /sites":                                            "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins: client admin, customer Admin, distributor Admin for its customers
  "PUT /sites":                                             "1    3    224  224  244  3    244  3    3    3    244  3    224  1",
  "GET /sites/list/{organisationId}":                       "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /sites/{id}":                                        "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /sites/{id}":                                     "1    3    224  224  244  3    244  3    3    3    244  3    224  1",
  "GET /organisations/export":                              "1    3    2    2    2    3    3    3    3    3    3    3    2    1",
  "GET /users/export":                                      "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /quotes/export":                                     "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /activity":                                          "1    3    2    2    2    3    2    3    3    3    2    3    2    1", // issue 16: organisation Admins and client admins
  "GET /activity/export":                                   "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /hoses/export":                                      "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /inspections/export":                                "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /hose-configurations/export":                        "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /batches/export":                                    "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /batches/{id}/export":                               "1    224  224  3    3    3    3    3    3    3    3    3    3    1",
  "GET /compliance-packs":                                 "1    3    2    2    2    2    2    2    3    3    2    3    2    1", // client admins; Admins and Managers of the customer or its distributor
  "POST /compliance-packs":                                "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /compliance-packs/{id}":                            "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /compliance-packs/{id}/download":                   "1    3    224  224  244  244  244  244  3    3    244  3    224  1",
  "GET /exports/{token}":                                   "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // a signed link works only on its own client's host
  "GET /tags-uploaded-count":                               "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /tags-allocated-count":                              "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /tags-uninstalled-count":                            "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "POST /tag-upload":                                       "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "POST /tag-delete":                                       "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "GET /batches":                                           "1    2    2    3    3    3    3    3    3    3    3    3    3    1",
  "PUT /batches":                                           "1    224  224  3    3    3    3    3    3    3    3    3    3    1",
  "GET /batches/{id}":                                      "1    224  224  3    3    3    3    3    3    3    3    3    3    1",
  "POST /batches/{id}/labels":                              "1    224  224  3    3    3    3    3    3    3    3    3    3    1", // a tag batch's labels: system admins, as the batch
  "DELETE /batches/{id}":                                   "1    224  224  3    3    3    3    3    3    3    3    3    3    1",
  "POST /uploads":                                          "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /uploads/{id}":                                      "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /uploads/{id}/{size}":                               "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /uploads/{id}":                                   "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /files/{token}":                                     "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // idem
  "POST /digests/unsubscribe/{token}":                      "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // a digest's one-click unsubscribe: the signed token is the credential, on its own client's host
  "GET /openapi.json":                                      "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
};

// ---------------------------------------------------------------------------------------------
// The world.
// ---------------------------------------------------------------------------------------------

type Org = Awaited<ReturnType<typeof createOrganisation>>;
type UserRow = Awaited<ReturnType<typeof createUser>>;
type ClientRow = Awaited<ReturnType<typeof createClient>>;
type HoseRef = { id: string; tagId: string };

/** A distributor, its customer, and one row of each kind hanging off them. */
type Family = {
  client: ClientRow;
  host: string;
  distributor: Org;
  customer: Org;
  /** The customer sees its distributor's configurations (false: a customer only its distributor manages). */
  configurationsVisible: boolean;
  /** A User (role 0) of the customer: the target of user edits and impersonation. */
  member: UserRow;
  /** Invited to the customer, no password yet. */
  pending: UserRow;
  /** A User (role 0) and an invitation of the distributor (for actors acting for the distributor). */
  distributorMember: UserRow;
  distributorPending: UserRow;
  /** A client admin of this family's client (client-users screens; also creates the family's upload). */
  clientAdmin: UserRow;
  /** Invited as client admin, no password yet. */
  pendingClientAdmin: UserRow;
  manufacturer: string;
  /** In the distributor's library, and in the customer's. */
  config: string;
  customerConfig: string;
  /** An uploaded tag not yet on a hose. */
  tag: string;
  site: string;
  hose: HoseRef;
  meta: string;
  /** An anonymous problem report on the hose (a note from the tag's public page). */
  report: string;
  quote: string;
  upload: string;
  batch: string;
  /** A finished compliance pack of the customer, its PDF in storage. */
  pack: string;
};

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString("hex")}`;
let passwordHash: string;

/** Creators of one row of each kind in a family: the family's own rows, and fresh ones for calls that change them. */
const make = {
  client: () => createClient(),
  customer: (f: Family) =>
    createOrganisation(f.client.id, {
      distributorId: f.distributor.id,
      distributorConfigurationsVisible: f.configurationsVisible,
    }),
  member: (f: Family) => createUser(f.client.id, { memberships: [{ organisationId: f.customer.id, role: 0 }] }),
  pending: (f: Family) => createUser(f.client.id, { memberships: [{ organisationId: f.customer.id, role: 0 }] }),
  distributorMember: (f: Family) =>
    createUser(f.client.id, { passwordHash, memberships: [{ organisationId: f.distributor.id, role: 0 }] }),
  distributorPending: (f: Family) =>
    createUser(f.client.id, { memberships: [{ organisationId: f.distributor.id, role: 0 }] }),
  clientAdmin: (f: Family) => createUser(f.client.id, { clientAdmin: true, passwordHash, emailVerifiedAt: new Date() }),
  pendingClientAdmin: (f: Family) => createUser(f.client.id, { clientAdmin: true }),
  manufacturer: async (f: Family) =>
    (await db().manufacturer.create({ data: { clientId: f.client.id, name: `Maker ${unique()}` } })).id,
  config: async (f: Family) => (await createHoseConfiguration(f.client.id, f.distributor.id)).id,
  customerConfig: async (f: Family) => (await createHoseConfiguration(f.client.id, f.customer.id)).id,
  site: async (f: Family) => (await createZone(f.client.id, f.customer.id)).id,
  hose: async (f: Family): Promise<HoseRef> => {
    const site = await createZone(f.client.id, f.customer.id);
    const hose = await createHose(f.client.id, f.customer.id, {
      hoseConfigurationId: f.config,
      organisationZoneId: site.id,
      installationDate: new Date("2025-01-10"),
    });
    return { id: hose.id, tagId: hose.tagId! };
  },
  meta: async (f: Family) =>
    (
      await db().hoseMeta.create({
        data: {
          clientId: f.client.id,
          hoseId: f.hose.id,
          kind: "INSPECTION",
          inspectionResult: 1,
          inspectionDate: new Date("2025-06-01"),
          userId: f.member.id,
        },
      })
    ).id,
  report: async (f: Family) =>
    (
      await db().hoseMeta.create({
        data: { clientId: f.client.id, hoseId: f.hose.id, kind: "NOTE", problemReport: true, notes: "Leaking" },
      })
    ).id,
  quote: async (f: Family) =>
    (
      await db().quote.create({
        data: {
          clientId: f.client.id,
          hoseId: f.hose.id,
          message: "Please quote",
          requestorOrganisationId: f.customer.id,
          receiverOrganisationId: f.distributor.id,
        },
      })
    ).id,
  upload: async (f: Family) => {
    const input = {
      base64Data: b64(await png(40, 20)),
      uploadType: 1,
      hoseId: f.hose.id,
      filename: "photo.png",
      hoseMetaId: null,
    };
    return (
      await createUpload(
        await ctxFor(f.clientAdmin.id, f.client.id, "admin"),
        input as Parameters<typeof createUpload>[1],
      )
    ).upload.id;
  },
  pack: async (f: Family) => {
    const pack = await db().compliancePack.create({
      data: {
        clientId: f.client.id,
        organisationId: f.customer.id,
        requestedByName: "Matrix",
        status: "DONE",
        hosesDone: 1,
        hosesTotal: 1,
      },
    });
    const storageKey = `${f.client.id}/compliance-pack-${pack.id}`;
    await (await storage()).put(storageKey, pdf(), "application/pdf");
    await db().compliancePack.update({ where: { id: pack.id }, data: { storageKey, size: pdf().byteLength } });
    return pack.id;
  },
  batch: async (f: Family) =>
    (
      await db().tagBatch.create({
        data: {
          clientId: f.client.id,
          name: `Batch ${unique()}`,
          tags: { create: [{ clientId: f.client.id, code: `MX${unique().toUpperCase()}` }] },
        },
      })
    ).id,
  tag: async (f: Family) =>
    (await db().tag.create({ data: { clientId: f.client.id, batchId: f.batch, code: `MX${unique().toUpperCase()}` } }))
      .code,
};
type Kind = Exclude<keyof typeof make, "client">;

async function createFamily(client: ClientRow, configurationsVisible = true): Promise<Family> {
  const f = { client, host: client.hostnames[0]!.hostname, configurationsVisible } as Family;
  f.distributor = await createOrganisation(client.id, { isDistributor: true });
  // In dependency order: each may use the ones before it.
  const kinds = [
    "customer",
    "member",
    "pending",
    "distributorMember",
    "distributorPending",
    "clientAdmin",
    "pendingClientAdmin",
    "manufacturer",
    "config",
    "customerConfig",
    "site",
    "hose",
    "meta",
    "report",
    "quote",
    "upload",
    "batch",
    "tag",
    "pack",
  ] as const;
  for (const kind of kinds) {
    (f as Record<Kind, unknown>)[kind] = await make[kind](f);
  }
  return f;
}

type ActorSpec = {
  home: "A1" | "A3" | "B1";
  userIn?: "B1";
  user?: { clientAdmin?: boolean; systemAdmin?: boolean; org?: "distributor" | "customer"; role?: number };
  /** Acts through an impersonation session started by this actor. */
  impersonatedBy?: Actor;
};
const ACTOR_SPECS: Record<Actor, ActorSpec> = {
  anon: { home: "A1" },
  sys: { home: "A1", user: { systemAdmin: true } },
  sca: { home: "A1", user: { systemAdmin: true, clientAdmin: true } },
  ca: { home: "A1", user: { clientAdmin: true } },
  dA: { home: "A1", user: { org: "distributor", role: 2 } },
  dM: { home: "A1", user: { org: "distributor", role: 1 } },
  cA: { home: "A1", user: { org: "customer", role: 2 } },
  cM: { home: "A1", user: { org: "customer", role: 1 } },
  cU: { home: "A1", user: { org: "customer", role: 0 } },
  cR: { home: "A1", user: { org: "customer", role: 4 } },
  imp: { home: "A1", user: { org: "customer", role: 0 }, impersonatedBy: "ca" },
  cH: { home: "A3", user: { org: "customer", role: 2 } },
  xca: { home: "B1", user: { clientAdmin: true } },
  xt: { home: "A1", userIn: "B1", user: { clientAdmin: true } },
};

type World = { A1: Family; A2: Family; A3: Family; B1: Family; B2: Family; users: Partial<Record<Actor, UserRow>> };
let world: World;

async function createActorUser(actor: Actor, actorHome: Family): Promise<UserRow | undefined> {
  const spec = ACTOR_SPECS[actor].user;
  if (!spec) return undefined;
  const home = ACTOR_SPECS[actor].userIn ? world[ACTOR_SPECS[actor].userIn!] : actorHome;
  return createUser(home.client.id, {
    passwordHash,
    emailVerifiedAt: new Date(),
    clientAdmin: spec.clientAdmin ?? false,
    systemAdmin: spec.systemAdmin ?? false,
    memberships: spec.org
      ? [{ organisationId: home[spec.org].id, role: spec.role!, receiveQuotes: spec.role === 2 }]
      : [],
  });
}

// ---------------------------------------------------------------------------------------------
// Building each call.
// ---------------------------------------------------------------------------------------------

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
  ];
  const kind = rules.find(([re]) => re.test(path))?.[1];
  if (!kind) throw new Error(`${path}: no rule for the path parameter {${name}}`);
  if (kind === "client") return (await t.client()).id;
  if (kind === "org") return t.org();
  if (kind === "member" || kind === "pending" || kind === "config") return t.sided(kind);
  return id(t, kind);
}

async function invitation(t: Target): Promise<string> {
  const pending = await t.get("pending");
  return issueUserToken({ clientId: pending.clientId, kind: "INVITATION", userId: pending.id });
}

const asAdmin = (t: Target) => !ACTOR_SPECS[t.actor].user?.org;

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
  // An email change (confirmed by the current password): refused while impersonating (M1).
  "POST /me": async () => ({
    body: { email: email(), firstName: "New", lastName: "Name", existingPassword: PASSWORD },
  }),
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
  "POST /manufacturers": async () => ({ body: { name: `Maker ${unique()}` } }),
  "PUT /manufacturers": async (t) => ({ body: { id: await id(t, "manufacturer"), name: `Maker ${unique()}` } }),
  "POST /hose-configurations": async (t) => ({ body: { organisationId: t.org(), name: `Config ${unique()}` } }),
  "PUT /hose-configurations": async (t) => ({ body: { id: await t.sided("config"), name: `Config ${unique()}` } }),
  "POST /hose-configurations/import/{id}": async (t) => ({
    params: { id: t.org() },
    body: { configurations: [{ name: `Imported ${unique()}` }] },
  }),
  "POST /hoses": async (t) => ({ body: { tagId: await t.get("tag"), customerOrganisationId: t.customer() } }),
  "PUT /hoses": async (t) => {
    const hose = await t.get("hose");
    return { body: { id: hose.id, tagId: hose.tagId, customerOrganisationId: t.fam.customer.id } };
  },
  "DELETE /hoses/{id}": async (t) => ({ params: { id: await id(t, "hose") }, body: { notes: "Scrapped" } }),
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

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  const a = await createClient();
  const b = await createClient();
  const families = [createFamily(a), createFamily(a), createFamily(a, false), createFamily(b), createFamily(b)];
  const [A1, A2, A3, B1, B2] = await Promise.all(families);
  world = { A1: A1!, A2: A2!, A3: A3!, B1: B1!, B2: B2!, users: {} };
  for (const actor of ACTORS) world.users[actor] = await createActorUser(actor, world[ACTOR_SPECS[actor].home]);
  ops = await routedOperations();
}, 120_000);

/** The families of each scope, relative to the actor. */
function families(actor: Actor): Record<Scope, Family> {
  const home = ACTOR_SPECS[actor].home;
  return home === "B1"
    ? { own: world.B1, org: world.B2, client: world.A1 }
    : { own: world[home], org: world.A2, client: world.B1 };
}

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
  if (user && renew && SELF_SERVICE.has(op.key)) user = await createActorUser(actor, home);
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
    ...(user ? { token: await tokenFor(actor, user), organisationId: spec?.org ? home[spec.org].id : "admin" } : {}),
    ...(built.body !== undefined ? { body: built.body } : {}),
    ...(built.form ? { form: built.form } : {}),
  };
  return { op, actor, scope, options, touched: t.touched };
}

/** The actor's access token: its own, or the impersonation session its impersonator gets. */
async function tokenFor(actor: Actor, user: UserRow): Promise<string> {
  const by = ACTOR_SPECS[actor].impersonatedBy;
  if (!by) return accessTokenFor(user);
  let token = impersonationTokens.get(user.id);
  if (!token) {
    token = impersonationPair(families(actor).own.host, world.users[by]!, user.id).then((pair) => pair.accessToken);
    impersonationTokens.set(user.id, token);
  }
  return token;
}
const impersonationTokens = new Map<string, Promise<string>>();

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
          token: await tokenFor(probe.actor, user),
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
