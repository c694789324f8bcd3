"use server";
import { archiveHose } from "@/lib/hoses/archive-hose";
import { fitHoseTag } from "@/lib/hoses/fit-tag";
import { hoseFormOptions } from "@/lib/hoses/form-options";
import { hoseAddedMessage, hoseReplacedMessage, hoseSavedMessage } from "@/lib/hoses/messages";
import { replaceHose } from "@/lib/hoses/replace-hose";
import { recordHoseMeta } from "@/lib/hoses/record-meta";
import { createHose, updateHose } from "@/lib/hoses/save-hose";
import {
  FitTagSchema,
  HoseArchiveSchema,
  HoseMetaCreateSchema,
  HoseReplaceSchema,
  HoseSaveSchema,
  HoseUpdateSchema,
} from "@/lib/hoses/schemas";
import { portalAction } from "./action";

/** The hose form, the archive and note dialogs and the inspection form of a hose's page. */
const BOOLEANS = ["sleeving", "testCertificate", "conformityCertificate", "timelineOverride"];

export const createHoseAction = portalAction({ schema: HoseSaveSchema, booleans: BOOLEANS }, async ({ ctx, input }) => {
  const hose = await createHose(ctx, input);
  return { message: hoseAddedMessage(hose.name), data: { id: hose.id } };
});

export const updateHoseAction = portalAction(
  { schema: HoseUpdateSchema, booleans: BOOLEANS, input: ({ form }, id: string) => ({ ...form, id }) },
  async ({ ctx, input }) => {
    const hose = await updateHose(ctx, input);
    return { message: hoseSavedMessage(hose.name) };
  },
);

export const archiveHoseAction = portalAction(
  {
    schema: HoseArchiveSchema,
    // The photo comes shrunk by the browser in two hidden fields (<RetirementPhotoField>).
    input: ({ form }, _id: string) => {
      const { photoBase64Data, photoFilename, ...rest } = form;
      return photoBase64Data ? { ...rest, photo: { base64Data: photoBase64Data, filename: photoFilename } } : rest;
    },
  },
  async ({ ctx, input }, id) => ({ message: await archiveHose(ctx, id, input) }),
);

/** 'Replace with a new hose': retire the hose and create its successor, linked. */
export const replaceHoseAction = portalAction(
  { schema: HoseReplaceSchema, booleans: BOOLEANS, input: ({ form }, _id: string) => form },
  async ({ ctx, input }, id) => {
    const r = await replaceHose(ctx, id, input);
    return { message: hoseReplacedMessage(r.oldName, r.name), data: { id: r.id } };
  },
);

/** 'Add note' and 'Record inspection': one payload, POST /hoseMeta's. */
export const recordHoseMetaAction = portalAction(
  { schema: HoseMetaCreateSchema, input: ({ form }, hoseId: string) => ({ ...form, hoseId }) },
  async ({ ctx, input }) => ({ message: (await recordHoseMeta(ctx, input)).message }),
);

/** The form's choices when another customer is picked. */
export const hoseFormOptionsAction = portalAction({}, async ({ ctx }, customerId: string) => ({
  data: await hoseFormOptions(ctx, customerId),
}));

/** A scanned tag no hose carries, fitted to a hose already in the portal (from /t/{tagId}). */
export const fitTagAction = portalAction(
  { schema: FitTagSchema, input: (_raw, hoseId: string, tagId: string) => ({ hoseId, tagId }) },
  async ({ ctx, input, organisationId }) => {
    const fitted = await fitHoseTag(ctx, input);
    return {
      redirect: `/portal/${organisationId}/hoses/${fitted.id}?notice=tag-fitted&tag=${encodeURIComponent(input.tagId)}`,
    };
  },
);
