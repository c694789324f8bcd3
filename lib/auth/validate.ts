import { buildCtx } from "@/lib/core/ctx";
import { recordAudit } from "@/lib/audit/record-audit";
import { linkHolder, userEntry } from "./user-audit";
import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { AppError, conflict, zodErrorBody, type ErrorBody } from "@/lib/core/errors";
import { hashPassword } from "./password";
import { PasswordPairSchema, type TemporaryUser, type ValidateInput, type ValidationPurpose } from "./schemas";
import { endAllSessions } from "./tokens";
import { consumeUserToken, findUserToken } from "./user-tokens";

export const VALIDATED_MESSAGE = "You can now login using your new login credentials";
const INVALID_LINK = "This link is invalid or has expired";

const LINK_KINDS = ["VERIFY_EMAIL", "INVITATION", "RESET_PASSWORD", "EMAIL_CHANGE"] as const;

export async function describeValidationToken(client: Client, token: string): Promise<TemporaryUser> {
  const row = await findUserToken(client.id, token, [...LINK_KINDS]);
  if (!row) throw new AppError("NOT_FOUND", { global: [INVALID_LINK] });
  const person = row.user;
  if (!person) throw new AppError("NOT_FOUND", { global: [INVALID_LINK] });
  const purpose: ValidationPurpose =
    row.kind === "EMAIL_CHANGE"
      ? "confirm-email"
      : row.kind === "RESET_PASSWORD"
        ? "reset-password"
        : "create-password";
  return {
    purpose,
    email: row.kind === "EMAIL_CHANGE" ? row.email! : person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    requiresTerms: purpose === "create-password" && !row.user?.termsAcceptedAt,
  };
}

/**
 * Completes a link: creates or resets the password, or confirms an email change. The token is
 * consumed inside the same transaction as the change, so a link works exactly once.
 */
export async function completeValidation(client: Client, input: ValidateInput): Promise<string> {
  const row = await findUserToken(client.id, input.token, [...LINK_KINDS]);
  if (!row) throw new AppError("NOT_FOUND", { global: [INVALID_LINK] });
  const describe = await describeValidationToken(client, input.token);

  if (describe.purpose === "confirm-email") {
    const userId = row.userId!;
    const email = row.email!;
    const taken = await db().user.findFirst({ where: { clientId: client.id, email, NOT: { id: userId } } });
    if (taken) throw conflict({ global: ["This email address is already used by another account"] });
    await db().$transaction(async (tx) => {
      if (
        (await tx.userToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } })).count !==
        1
      ) {
        throw new AppError("NOT_FOUND", { global: [INVALID_LINK] });
      }
      const before = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      const after = await tx.user.update({
        where: { id: userId },
        data: { email, emailChange: null, emailVerifiedAt: new Date() },
      });
      await recordAudit(
        tx,
        buildCtx(client, null),
        userEntry("user.email.confirm", after, { organisationId: null, actor: linkHolder(before), before, after }),
      );
    });
    return VALIDATED_MESSAGE;
  }

  // Every field's errors at once: the password pair and the terms.
  const pair = PasswordPairSchema.safeParse(input);
  const errors: ErrorBody = pair.success ? {} : zodErrorBody(pair.error);
  if (describe.requiresTerms && input.acceptTerms !== true) {
    errors.acceptTerms = ["Please accept the licence agreement and privacy policy"];
  }
  if (!pair.success || Object.keys(errors).length > 0) throw new AppError("INVALID", errors);
  const passwordHash = await hashPassword(pair.data.password);
  const now = new Date();

  if (!(await consumeUserToken(row.id))) throw new AppError("NOT_FOUND", { global: [INVALID_LINK] });
  // Registration and invitation alike: the user row exists (invited users are created
  // without a password), so completing the link sets the password and accepts the terms.
  await db().$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: row.userId! },
      data: {
        passwordHash,
        emailVerifiedAt: now,
        ...(describe.requiresTerms ? { termsAcceptedAt: now } : {}),
      },
    });
    const action = row.kind === "RESET_PASSWORD" ? "user.password.reset" : "user.password.create";
    await recordAudit(
      tx,
      buildCtx(client, null),
      userEntry(action, user, { organisationId: null, actor: linkHolder(user) }),
    );
  });
  // A reset ends the sessions that may have been opened with the old password.
  if (row.kind === "RESET_PASSWORD") await endAllSessions(row.userId!);
  return VALIDATED_MESSAGE;
}
