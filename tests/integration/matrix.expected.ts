/**
 * The route x role x tenant matrix's expected table: the living permission specification of the
 * API. tests/integration/route-matrix.test.ts calls every operation of the OpenAPI document as
 * every persona of the test world (tests/fixtures/world.ts) on ids of three scopes, and checks the
 * answer's class against this table. A new operation needs a line here (the test fails without
 * one); MATRIX_PRINT=1 prints the observed table to review it.
 *
 * Columns: the personas, in the order of ACTORS in tests/fixtures/world.ts:
 *   anon sys sca ca dA dM cA cM cU cR cH imp xca xt
 * Scopes, relative to the persona:
 *   own    - ids of the persona's family (A1; A3 for cH; B1 for xca)
 *   org    - ids of another family of the same client (A2: another distributor and customer)
 *   client - ids of the other client (B1; A1 for xca)
 * Each cell is one class for all three scopes, or three classes for own/org/client ids:
 *   2 = 2xx, 1 = 401, 3 = 403, 4 = 404, V = 400/422 (the call passed authorization and was
 *   refused by validation: a human check that cannot be solved here, a catalogue-checked import
 *   file, or another client's id offered as a choice from a list).
 * Operations without ids take one class per persona.
 */
export type Scope = "own" | "org" | "client";
export const SCOPES: Scope[] = ["own", "org", "client"];

// prettier-ignore
export const EXPECTED: Record<string, string> = {
  //                                                         anon sys  sca  ca   dA   dM   cA   cM   cU   cR   cH   imp  xca  xt
  "POST /login":                                            "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /refresh":                                          "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /logout":                                           "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
  "POST /register":                                         "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // no solvable human check here: V = passed to validation
  "POST /forgot-password":                                  "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // idem
  "GET /validate/{token}":                                  "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // an emailed token works only on its own client's host
  "POST /validate":                                         "224  224  224  224  224  224  224  224  224  224  224  224  224  224", // idem
  "GET /me":                                                "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /me":                                               "1    2    2    2    2    2    2    2    2    2    2    3    2    1", // an email change: not while impersonating
  "POST /me/password":                                      "1    2    2    2    2    2    2    2    2    2    2    3    2    1", // not while impersonating
  "GET /me/competences":                                    "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /competences/{id}/approve":                         "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins: their own organisation's members; never while impersonating
  "PUT /me/competences/{id}/certificate":                   "1    244  244  244  244  244  244  244  244  244  244  3    244  1", // one's own only; not while impersonating
  "GET /competences/{id}/certificate":                      "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // the holder and the Admins who approve it
  "POST /me/competences":                                   "1    2    2    2    2    2    2    2    2    2    2    3    2    1", // one's own; not while impersonating
  "DELETE /users/{id}":                                     "1    244  244  244  244  244  244  244  244  244  244  344  244  1", // one's own account only, not while impersonating
  "POST /one-time-login/{token}":                           "221  221  221  221  221  221  221  221  221  221  221  221  221  221", // another client's one-time token: 401, as any bad credential
  "GET /users/{id}/impersonate":                            "1    3    224  224  3    3    3    3    3    3    3    3    224  1",
  "GET /clients/users/{id}/impersonate":                    "1    2    2    3    3    3    3    3    3    3    3    3    3    1", // system admins sign in to any client as its client admin (by design)
  "GET /clients/one-time-token/{id}":                       "1    224  224  3    3    3    3    3    3    3    3    3    3    1", // system admin only (SPEC §6)
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
  "PUT /clients":                                           "1    2    2    224  3    3    3    3    3    3    3    3    224  1", // client admin: own settings; another client's id: 404; system admins: any client; anyone else is refused before its 4 MB body is read, so whatever id it names
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
  "GET /analytics/service-life":                            "1    3    2    2    2    2    2    2    2    2    2    2    2    1",
  "PUT /life-policies":                                     "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins: their own organisation and (distributors) their customers
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
  "GET /hoses/export-template/{organisationId}":            "1    3    224  224  244  244  244  244  3    3    3    3    224  1", // Admins and Managers, not a customer whose distributor manages its hoses
  "GET /hoses/export-template/{organisationId}/{blank}":    "1    3    224  224  244  244  244  244  3    3    3    3    224  1",
  "POST /hoses/import/{organisationId}":                    "1    3    224  224  244  244  244  244  3    3    3    3    224  1",
  "GET /hoses/{id}":                                        "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /hoses/{id}":                                     "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hoses/tag/{tagId}":                                 "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "PUT /hoses/{id}/nfc":                                    "1    3    224  224  244  244  244  244  244  3    3    244  224  1", // who may edit the hose
  "DELETE /hoses/{id}/nfc":                                 "1    3    224  224  244  244  244  244  244  3    3    244  224  1", // idem
  "GET /hoses/nfc/{serial}":                                "1    4    224  224  244  244  244  244  244  244  244  244  224  1", // scoped like GET /hoses/{id}
  "POST /hoses/tag/{tagId}/report":                         "V    V    V    V    V    V    V    V    V    V    V    V    V    V", // public; no solvable human check here
  "POST /hoseMeta":                                         "1    3    224  224  244  244  244  244  244  3    3    244  224  1",
  "GET /hoseMeta":                                          "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /inspections":                                       "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /inspections/{id}":                                  "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /hoseMeta/{id}":                                     "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /checklists":                                        "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /checklists":                                       "1    3    2    2    2    3    3    3    3    3    3    3    2    1", // client admins and a distributor's Admin
  "PUT /checklists/{id}":                                   "1    3    224  224  244  3    3    3    3    3    3    3    224  1",
  "GET /checklist-settings":                                "1    3    3    3    2    3    2    3    3    3    2    3    3    1", // as organisation-settings
  "PUT /checklist-settings":                                "1    3    3    3    2    3    2    3    3    3    2    3    3    1",
  "POST /hoseMeta/{id}/report":                             "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins only
  "GET /quotes":                                            "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /quotes":                                           "1    3    3    3    244  244  244  244  244  3    3    244  3    1", // customers request from their distributor, distributors offer to their customer
  "GET /quotes/{id}":                                       "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /quotes/{id}/complete":                              "1    3    3    3    244  244  244  244  244  3    3    244  3    1", // either side closes it; not client admins, not read-only (SPEC §4)
  "POST /quotes/lines":                                     "1    3    3    3    244  244  244  244  244  3    3    244  3    1", // a quote of many hoses: same senders as POST /quotes
  "POST /quotes/{id}/offer":                                "1    3    3    3    244  244  344  344  344  3    3    344  3    1", // only the distributor side prices
  "POST /quotes/{id}/accept":                               "1    3    3    3    344  344  244  244  244  3    3    244  3    1", // only the customer side answers an offer
  "POST /quotes/{id}/decline":                              "1    3    3    3    344  344  244  244  244  3    3    244  3    1", // idem
  "GET /sites":                                             "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "POST /sites":                                            "1    3    224  224  244  3    244  3    3    3    244  3    224  1", // Admins: client admin, customer Admin, distributor Admin for its customers
  "PUT /sites":                                             "1    3    224  224  244  3    244  3    3    3    244  3    224  1",
  "GET /sites/list/{organisationId}":                       "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "GET /sites/{id}":                                        "1    4    224  224  244  244  244  244  244  244  244  244  224  1",
  "DELETE /sites/{id}":                                     "1    3    224  224  244  3    244  3    3    3    244  3    224  1",
  "GET /organisations/export":                              "1    3    2    2    2    3    3    3    3    3    3    3    2    1",
  "GET /users/export":                                      "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /quotes/export":                                     "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /quotes/erp-export":                                 "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /activity":                                          "1    3    2    2    2    3    2    3    3    3    2    3    2    1", // Organisation Admins and client admins
  "GET /activity/export":                                   "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /activity/verify":                                   "1    3    2    2    3    3    3    3    3    3    3    3    2    1", // client admins only: it covers the whole client
  "GET /notifications":                                      "1    2    2    2    2    2    2    2    2    2    2    2    2    1", // each user's own hose-failure notifications
  "POST /notifications/read":                               "1    2    2    2    2    2    2    2    2    2    2    2    2    1",
  "GET /hoses/export":                                      "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "GET /sync/hoses":                                        "1    3    3    3    2    2    2    2    2    2    2    2    3    1", // an organisation's offline copy: the client-admin area acts for none
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
  "GET /api-keys":                                          "1    3    2    2    2    3    2    3    3    3    2    3    2    1", // the organisation's Admins; client admins: every organisation's
  "POST /api-keys":                                         "1    3    22V  22V  2    3    2    3    3    3    2    3    22V  1", // ca/xca name the organisation: another client's is 422 'Choose an organisation from the list'
  "DELETE /api-keys/{id}":                                  "1    3    224  224  4    3    244  3    3    3    244  3    224  1", // the family's key is its customer's: the distributor's Admin manages only its own
  "GET /webhooks":                                          "1    3    2    2    2    3    2    3    3    3    2    3    2    1",
  "POST /webhooks":                                         "1    3    22V  22V  2    3    2    3    3    3    2    3    22V  1",
  "DELETE /webhooks/{id}":                                  "1    3    224  224  4    3    244  3    3    3    244  3    224  1",
  "GET /webhooks/{id}/deliveries":                          "1    3    224  224  4    3    244  3    3    3    244  3    224  1",
  "POST /webhooks/{id}/test":                               "1    3    224  224  4    3    244  3    3    3    244  3    224  1",
  "POST /webhook-deliveries/{id}/resend":                   "1    3    224  224  4    3    244  3    3    3    244  3    224  1",
  "GET /openapi.json":                                      "2    2    2    2    2    2    2    2    2    2    2    2    2    2",
};
