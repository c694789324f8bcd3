"use server";
import { revalidatePath } from "next/cache";
import { addOwnCompetence, CompetenceCreateSchema } from "@/lib/competences";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  endBrowserSession,
  startBrowserImpersonation,
  startBrowserSession,
  stopBrowserImpersonation,
} from "@/lib/web/browser-session";
import { requestPasswordReset } from "@/lib/auth/forgot-password";
import { impersonateUser, redeemOneTimeLogin } from "@/lib/auth/impersonation";
import { loadSessionUser } from "@/lib/auth/load-user";
import { logOutEverywhere } from "@/lib/auth/logout";
import { safeNextUrl } from "@/lib/auth/next-url";
import { verifyLogin } from "@/lib/auth/login";
import { PASSWORD_CHANGED_MESSAGE, changePassword, deleteOwnAccount, updateProfile } from "@/lib/auth/profile";
import { clientIp } from "@/lib/auth/rate-limit";
import { registerUser } from "@/lib/auth/register";
import { landingPath } from "@/lib/core/roles";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ValidateSchema,
} from "@/lib/auth/schemas";
import { completeValidation } from "@/lib/auth/validate";
import { createOrganisation } from "@/lib/organisations/create-organisation";
import { OrganisationCreateSchema } from "@/lib/organisations/schemas";
import { pageLocale } from "@/lib/web/locale";
import { publicAction, userAction } from "./action";

/**
 * Server actions of the signed-out screens and the profile. Each parses with the shared zod
 * schema, calls the same service the API calls, and sets or clears the session cookies.
 */

const ip = async () => clientIp(await headers());

export const loginAction = publicAction({ schema: LoginSchema }, async ({ client, input, formData }) => {
  const user = await verifyLogin(client, input, await ip());
  await startBrowserSession(user);
  return { redirect: safeNextUrl(formData.get("nextUrl")) ?? landingPath({ ...user, ofCurrentClient: true }) };
});

export const registerAction = publicAction({ schema: RegisterSchema }, async ({ client, input }) => {
  // The email in the language of the page the visitor registered on.
  const user = await registerUser(client, input, await ip(), await pageLocale());
  return { data: { email: user.email } };
});

export const forgotPasswordAction = publicAction({ schema: ForgotPasswordSchema }, async ({ client, input }) => ({
  message: await requestPasswordReset(client, input, await ip(), await pageLocale()),
}));

export const validateAction = publicAction(
  { schema: ValidateSchema, booleans: ["acceptTerms"] },
  async ({ client, input }) => {
    await completeValidation(client, input);
    return { redirect: "/login?notice=validated" };
  },
);

export async function logoutAction(): Promise<void> {
  await endBrowserSession();
  redirect("/login?notice=logged-out");
}

/** Your profile 'Log out everywhere': every session of the account ends, this browser's too. */
export const logOutEverywhereAction = userAction({}, async ({ session }) => {
  await logOutEverywhere(session);
  await endBrowserSession();
  return { redirect: "/login?notice=logged-out-everywhere" };
});

export const updateProfileAction = userAction({ schema: ProfileSchema }, async ({ ctx, input }) => ({
  message: await updateProfile(ctx, input),
}));

export const changePasswordAction = userAction({ schema: ChangePasswordSchema }, async ({ ctx, input }) => {
  // Every session has ended; this browser carries on with a fresh cookie of the new generation
  // (changePassword refuses while impersonating).
  const user = await changePassword(ctx, input);
  await startBrowserSession(user);
  return { message: PASSWORD_CHANGED_MESSAGE };
});

export const deleteAccountAction = userAction({}, async ({ ctx }) => {
  await deleteOwnAccount(ctx, ctx.user.id);
  await endBrowserSession();
  return { redirect: "/login?notice=account-deleted" };
});

export const createOrganisationAction = userAction(
  {
    schema: OrganisationCreateSchema,
    input: ({ form }) => ({
      ...form,
      isDistributor: form.isDistributor === "true" ? true : form.isDistributor === "false" ? false : undefined,
    }),
  },
  async ({ ctx, input }) => {
    const created = await createOrganisation(ctx, input);
    return { redirect: `/portal/${created.id}?notice=org-created&code=${created.accountCode}` };
  },
);

/** /one-time-login/{token}: signs in by token, then organisation selection. */
export const oneTimeLoginAction = publicAction({}, async ({ client, session }, token: string) => {
  const { user, impersonatorId } = await redeemOneTimeLogin(client, token, await ip());
  if (impersonatorId) {
    const admin = await loadSessionUser(client.id, impersonatorId);
    // A system admin from another client cannot hold a session here: sign in as the user.
    if (admin) {
      // The link gives its holder the impersonation only, never the issuing admin's own
      // session. The admin's session is kept only when this browser already holds it.
      const alreadyAdmin = session !== null && !session.impersonator && session.user.id === admin.id;
      if (!alreadyAdmin) await endBrowserSession();
      await startBrowserImpersonation(user, admin);
      return { redirect: "/select-organisation" };
    }
  }
  await endBrowserSession();
  await startBrowserSession(user);
  return { redirect: "/select-organisation" };
});

export const impersonateAction = userAction({ organisation: "admin" }, async ({ ctx }, userId: string) => {
  const { target } = await impersonateUser(ctx, userId, { tokens: false });
  await startBrowserImpersonation(target, ctx.user);
  return { redirect: "/select-organisation" };
});

/** "Back to client admin": the admin's own session again, then organisation selection. */
export const stopImpersonationAction = publicAction({}, async () => {
  await stopBrowserImpersonation();
  return { redirect: "/select-organisation" };
});

/** Your profile: add a competence record (POST /me/competences). */
export const addCompetenceAction = userAction({ schema: CompetenceCreateSchema }, async ({ ctx, input }) => {
  const { message } = await addOwnCompetence(ctx, input);
  revalidatePath("/portal", "layout");
  return { message };
});
