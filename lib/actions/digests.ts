"use server";
import { updateDigestPreferences } from "@/lib/digests/digest-preferences";
import { DigestPreferencesSchema, fromDigestChoice } from "@/lib/digests/schemas";
import { unsubscribeDigest } from "@/lib/digests/unsubscribe-digest";
import { publicAction, userAction } from "./action";

/**
 * Your profile > Email digests: one control per organisation, named `digest.{organisationId}`,
 * read into the shared payload (lib/digests/schemas.ts) and saved on the caller's memberships.
 */
export const saveDigestPreferencesAction = userAction(
  {
    schema: DigestPreferencesSchema,
    input: ({ formData }) => ({
      preferences: [...formData.entries()]
        .filter(([key]) => key.startsWith("digest."))
        .map(([key, value]) => ({ organisationId: key.slice("digest.".length), ...fromDigestChoice(value) })),
    }),
  },
  async ({ ctx, input }) => ({ message: await updateDigestPreferences(ctx, input) }),
);

/**
 * The unsubscribe page's confirm button (a GET of the emailed link only shows the page: mail
 * scanners follow links). No login: the signed token is the credential.
 */
export const confirmUnsubscribeAction = publicAction({}, async ({ client }, token: string) => ({
  message: await unsubscribeDigest(client, token),
}));
