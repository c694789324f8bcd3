"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import {
  browserSession,
  endBrowserSession,
  requireBrowserSession,
  startBrowserImpersonation,
  startBrowserSession,
  stopBrowserImpersonation,
} from "@/lib/web/browser-session";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
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
import { formObject, runAction, type ActionState } from "./state";

/**
 * Server actions of the signed-out screens and the profile. Each parses with the shared zod
 * schema, calls the same service the API calls, and sets or clears the session cookies.
 */

const ip = async () => clientIp(await headers());

export async function loginAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  let destination = "/";
  const result = await runAction(async () => {
    const { client } = await browserSession();
    const user = await verifyLogin(client, LoginSchema.parse(formObject(formData)), await ip());
    await startBrowserSession(user);
    destination = safeNextUrl(formData.get("nextUrl")) ?? landingPath({ ...user, ofCurrentClient: true });
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect(destination);
  return result;
}

export async function registerAction(_prev: ActionState, formData: FormData): Promise<ActionState<{ email: string }>> {
  return runAction(async () => {
    const { client } = await browserSession();
    const input = RegisterSchema.parse(formObject(formData));
    const user = await registerUser(client, input, await ip());
    return { ok: true, errors: {}, data: { email: user.email } };
  });
}

export async function forgotPasswordAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const { client } = await browserSession();
    const message = await requestPasswordReset(client, ForgotPasswordSchema.parse(formObject(formData)), await ip());
    return { ok: true, errors: {}, message };
  });
}

export async function validateAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  const result = await runAction(async () => {
    const { client } = await browserSession();
    await completeValidation(client, ValidateSchema.parse(formObject(formData, ["acceptTerms"])));
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect("/login?notice=validated");
  return result;
}

export async function logoutAction(): Promise<void> {
  await endBrowserSession();
  redirect("/login?notice=logged-out");
}

/** Your profile 'Log out everywhere': every session of the account ends, this browser's too. */
export async function logOutEverywhereAction(): Promise<ActionState> {
  const result = await runAction(async () => {
    const { session } = await requireBrowserSession();
    await logOutEverywhere(session);
    await endBrowserSession();
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect("/login?notice=logged-out-everywhere");
  return result;
}

/** The Ctx of the signed-in user acting for `organisationId` (from the portal URL). */
async function actionCtx(organisationId?: string | null): Promise<AuthedCtx> {
  const { client, session } = await requireBrowserSession();
  return buildCtx(client, session, organisationId ?? null) as AuthedCtx;
}

export async function updateProfileAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const message = await updateProfile(await actionCtx(), ProfileSchema.parse(formObject(formData)));
    return { ok: true, errors: {}, message };
  });
}

export async function changePasswordAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  return runAction(async () => {
    const ctx = await actionCtx();
    // Every session has ended; this browser carries on with a fresh cookie of the new generation
    // (changePassword refuses while impersonating).
    const user = await changePassword(ctx, ChangePasswordSchema.parse(formObject(formData)));
    await startBrowserSession(user);
    return { ok: true, errors: {}, message: PASSWORD_CHANGED_MESSAGE };
  });
}

export async function deleteAccountAction(): Promise<ActionState> {
  const result = await runAction(async () => {
    const ctx = await actionCtx();
    await deleteOwnAccount(ctx, ctx.user.id);
    await endBrowserSession();
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect("/login?notice=account-deleted");
  return result;
}

export async function createOrganisationAction(_prev: ActionState, formData: FormData): Promise<ActionState> {
  let destination = "";
  const result = await runAction(async () => {
    const raw = formObject(formData);
    const input = OrganisationCreateSchema.parse({
      ...raw,
      isDistributor: raw.isDistributor === "true" ? true : raw.isDistributor === "false" ? false : undefined,
    });
    const created = await createOrganisation(await actionCtx(), input);
    destination = `/portal/${created.id}?notice=org-created&code=${created.accountCode}`;
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect(destination);
  return result;
}

/** /one-time-login/{token}: signs in by token, then organisation selection. */
export async function oneTimeLoginAction(token: string): Promise<ActionState> {
  const result = await runAction(async () => {
    const { client, session } = await browserSession();
    const { user, impersonatorId } = await redeemOneTimeLogin(client, token, await ip());
    if (impersonatorId) {
      const admin = await loadSessionUser(client.id, impersonatorId);
      // A system admin from another client cannot hold a session here: sign in as the user.
      if (admin) {
        // Review M2: the link gives its holder the impersonation only, never the issuing admin's
        // own session. The admin's session is kept only when this browser already holds it.
        const alreadyAdmin = session !== null && !session.impersonator && session.user.id === admin.id;
        if (!alreadyAdmin) await endBrowserSession();
        await startBrowserImpersonation(user, admin);
        return { ok: true, errors: {} };
      }
    }
    await endBrowserSession();
    await startBrowserSession(user);
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect("/select-organisation");
  return result;
}

export async function impersonateAction(userId: string): Promise<ActionState> {
  const result = await runAction(async () => {
    const ctx = await actionCtx("admin");
    const { target } = await impersonateUser(ctx, userId, { tokens: false });
    await startBrowserImpersonation(target, ctx.user);
    return { ok: true, errors: {} };
  });
  if (result.ok) redirect("/select-organisation");
  return result;
}

/** "Back to client admin". */
export async function stopImpersonationAction(): Promise<void> {
  await stopBrowserImpersonation();
  redirect("/select-organisation");
}
