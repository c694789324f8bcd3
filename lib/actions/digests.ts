"use server";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
import { runAction, type ActionState } from "@/lib/actions/state";
import { updateDigestPreferences } from "@/lib/digests/digest-preferences";
import { DigestPreferencesSchema, fromDigestChoice } from "@/lib/digests/schemas";
import { unsubscribeDigest } from "@/lib/digests/unsubscribe-digest";
import { notFound } from "@/lib/core/errors";
import { currentClient } from "@/lib/web/current-client";

/**
 * Your profile > Email digests: one control per organisation, named `digest.{organisationId}`,
 * read into the shared payload (lib/digests/schemas.ts) and saved on the caller's memberships.
 */
export async function saveDigestPreferencesAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const { client, session } = await requireBrowserSession();
    const ctx = buildCtx(client, session, null) as AuthedCtx;
    const preferences = [...formData.entries()]
      .filter(([key]) => key.startsWith("digest."))
      .map(([key, value]) => ({ organisationId: key.slice("digest.".length), ...fromDigestChoice(value) }));
    const message = await updateDigestPreferences(ctx, DigestPreferencesSchema.parse({ preferences }));
    return { ok: true, errors: {}, message };
  });
}

/**
 * The unsubscribe page's confirm button (a GET of the emailed link only shows the page: mail
 * scanners follow links). No login: the signed token is the credential.
 */
export async function confirmUnsubscribeAction(token: string, _prev: ActionState): Promise<ActionState> {
  return runAction(async () => {
    const client = await currentClient();
    if (!client) throw notFound();
    const message = await unsubscribeDigest(client, token);
    return { ok: true, errors: {}, message };
  });
}
