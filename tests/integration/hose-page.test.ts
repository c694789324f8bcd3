import { describe, expect, it } from "vitest";
import { hoseChanges } from "@/lib/hoses/activity";
import { addMonthsUtc, today } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { getHose } from "@/lib/hoses/get-hose";
import { openQuotesOfHose } from "@/lib/quotes/open-quotes";
import { recordHoseMeta } from "@/lib/hoses/record-meta";
import { hoseTimeline } from "@/lib/hoses/timeline";
import { createUpload } from "@/lib/hoses/documents/create-upload";
import { ctxFor } from "../fixtures/ctx";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";
import { b64, pdf, png } from "../fixtures/files";
import { temporaryStorage } from "../fixtures/temporary-storage";

/** What the hose page reads besides the hose: its timeline entries and its open quotes. */
temporaryStorage("hose-page-");

async function setup() {
  const client = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  const other = await createOrganisation(client.id, { name: "Elsewhere" });
  const hose = await createHose(client.id, customer.id, { installationDate: addMonthsUtc(today(), -3) });
  const user = await createUser(client.id, { memberships: [{ organisationId: customer.id, role: 0 }] });
  const distUser = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 1 }] });
  const otherUser = await createUser(client.id, { memberships: [{ organisationId: other.id, role: 2 }] });
  return {
    client,
    dist,
    customer,
    other,
    hose,
    ctx: () => ctxFor(user.id, client.id, customer.id),
    distCtx: () => ctxFor(distUser.id, client.id, dist.id),
    otherCtx: () => ctxFor(otherUser.id, client.id, other.id),
    user,
  };
}

describe("the hose page", () => {
  it("shows an inspection's photo once in the timeline, with the inspection; a document keeps its entry", async () => {
    const s = await setup();
    const ctx = await s.ctx();
    const meta = await recordHoseMeta(ctx, {
      hoseId: s.hose.id,
      inspectionResult: 2,
      notes: null,
      inspectionDate: null,
    });
    const photo = await createUpload(ctx, {
      base64Data: b64(await png()),
      hoseId: s.hose.id,
      hoseMetaId: meta.id,
      filename: "braid.png",
    });
    const document = await createUpload(ctx, { base64Data: b64(pdf()), hoseId: s.hose.id, filename: "cert.pdf" });
    const entries = hoseTimeline(await getHose(ctx, s.hose.id), await hoseChanges(ctx, s.hose.id));
    const showing = (id: string) =>
      entries.filter(
        (e) =>
          e.uploads.some((u) => u.id === id) ||
          (e.notes ?? "").includes(id === photo.upload.id ? "braid.png" : "cert.pdf"),
      );
    expect(showing(photo.upload.id).map((e) => e.kind)).toEqual(["inspection"]);
    expect(showing(document.upload.id).map((e) => e.title)).toEqual(["Uploaded document or photo"]);
  });

  it("lists the hose's open quotes the caller's organisation sent or received, not completed or others'", async () => {
    const s = await setup();
    const quote = (data: { requestorOrganisationId: string; receiverOrganisationId: string; completedAt?: Date }) =>
      db().quote.create({
        data: {
          clientId: s.client.id,
          hoseId: s.hose.id,
          message: "Please quote",
          requesterUserId: s.user.id,
          ...data,
        },
      });
    const open = await quote({ requestorOrganisationId: s.customer.id, receiverOrganisationId: s.dist.id });
    await quote({
      requestorOrganisationId: s.customer.id,
      receiverOrganisationId: s.dist.id,
      completedAt: new Date(),
    });
    expect((await openQuotesOfHose(await s.ctx(), s.hose.id)).map((q) => q.id)).toEqual([open.id]);
    expect((await openQuotesOfHose(await s.distCtx(), s.hose.id))[0]).toMatchObject({
      id: open.id,
      title: "Quarry requested a quote",
    });
    expect(await openQuotesOfHose(await s.otherCtx(), s.hose.id)).toEqual([]);
  });
});
