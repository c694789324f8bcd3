"use server";
import { revalidatePath } from "next/cache";
import { requireBrowserSession } from "@/lib/web/browser-session";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
import { runAction, type ActionState } from "@/lib/actions/state";
import { translateErrorBody, translateSentence } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/web/locale";
import { markNotificationsRead } from "@/lib/notifications/list";
import { updateFailureEmailPreferences } from "@/lib/notifications/preferences";
import { FailureEmailPreferencesSchema, MarkNotificationsReadSchema } from "@/lib/notifications/schemas";
import { NOTIFICATION_TEXT as T } from "@/lib/notifications/strings";

/** The services' English notice and errors in the page's language, where the catalogue knows them. */
async function inPageLanguage(state: ActionState): Promise<ActionState> {
  const locale = await pageLocale();
  if (locale === SOURCE_LOCALE) return state;
  return {
    ...state,
    errors: translateErrorBody(state.errors, locale),
    ...(state.message !== undefined ? { message: translateSentence(state.message, locale) } : {}),
  };
}

async function browserCtx(): Promise<AuthedCtx> {
  const { client, session } = await requireBrowserSession();
  return buildCtx(client, session, null) as AuthedCtx;
}

/**
 * The Notifications page's buttons: one notification (`id`) or all of them (`all`), the same
 * payload and service as POST /api/v1/notifications/read. The portal frame is rendered again so
 * the bell's count follows.
 */
export async function markNotificationsReadAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return inPageLanguage(
    await runAction(async () => {
      const ctx = await browserCtx();
      const id = formData.get("id");
      const input = MarkNotificationsReadSchema.parse(formData.get("all") ? { all: true } : { ids: [id] });
      await markNotificationsRead(ctx, input);
      revalidatePath("/portal", "layout");
      return { ok: true, errors: {}, message: input.all ? T.allMarkedRead : T.markedRead };
    }),
  );
}

/**
 * Your profile > Hose failures: one checkbox per organisation, named `failure.{organisationId}`,
 * each sent with a hidden `failure-shown.{organisationId}` so an unticked box still says "off".
 */
export async function saveFailureEmailPreferencesAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return inPageLanguage(
    await runAction(async () => {
      const ctx = await browserCtx();
      const preferences = [...formData.keys()]
        .filter((key) => key.startsWith("failure-shown."))
        .map((key) => {
          const organisationId = key.slice("failure-shown.".length);
          return { organisationId, email: formData.get(`failure.${organisationId}`) === "on" };
        });
      const message = await updateFailureEmailPreferences(ctx, FailureEmailPreferencesSchema.parse({ preferences }));
      return { ok: true, errors: {}, message };
    }),
  );
}
