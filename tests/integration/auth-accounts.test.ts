import { beforeAll, describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/v1/forgot-password/route";
import { POST as login } from "@/app/api/v1/login/route";
import { POST as changePassword } from "@/app/api/v1/me/password/route";
import { GET as getMe, POST as updateMe } from "@/app/api/v1/me/route";
import { GET as impersonate } from "@/app/api/v1/users/[id]/impersonate/route";
import { POST as refresh } from "@/app/api/v1/refresh/route";
import { POST as register } from "@/app/api/v1/register/route";
import { DELETE as deleteUser } from "@/app/api/v1/users/[id]/route";
import { GET as describeLink } from "@/app/api/v1/validate/[token]/route";
import { POST as validate } from "@/app/api/v1/validate/route";
import { MeSchema, RegisteredUserSchema, TemporaryUserSchema, TokenPairSchema } from "@/lib/auth/schemas";
import { db } from "@/lib/db/client";
import { createUser } from "../fixtures/factories";
import {
  PASSWORD,
  humanCheck,
  impersonationPair,
  sessionCookiesFor,
  tokensFor,
  withSmtpSink,
  validationToken,
} from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call, type CallOptions } from "../fixtures/http";

/**
 * Accounts over HTTP: registration, forgotten password and the emailed links (followed from the
 * real emails, received over SMTP), the profile, password change and account deletion.
 */

const { sink } = withSmtpSink();
let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const HUMAN = { recaptchaResponse: ["Please complete the human verification"] };
const LINK_INVALID = { global: ["This link is invalid or has expired"] };
const VALIDATED = "You can now login using your new login credentials";

const post = (handler: typeof login, body: unknown, extra: CallOptions = {}) =>
  call(handler, { method: "POST", host: w.host, body, ...extra });
const loginStatus = async (email: string, password: string) => (await post(login, { email, password })).status;
const userCount = () => db().user.count({ where: { clientId: w.client.id } });

describe("POST /api/v1/register -> email -> /validate", () => {
  it("creates the unverified user, emails a create-password link, and the link sets the password once", async () => {
    const email = "new.person@example.test";
    const res = await post(register, {
      email: "New.Person@Example.test ",
      firstName: " Nia ",
      lastName: "Newton",
      recaptchaResponse: await humanCheck(w.host),
    });
    expect(res.status).toBe(200);
    expect(RegisteredUserSchema.strict().parse(res.body)).toEqual({
      email,
      firstName: "Nia",
      lastName: "Newton",
      verified: false,
    });
    expect(res.userMessage).toContain(`verification email to ${email}`);

    const user = await db().user.findUniqueOrThrow({ where: { clientId_email: { clientId: w.client.id, email } } });
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).toBeNull();

    const message = await sink().waitForMessage(email);
    expect(message.subject).toBe(`Confirm your email for ${w.client.name}`);
    const token = validationToken(message, w.client.primaryUrl);

    const described = await call(describeLink, { host: w.host, params: { token } });
    expect(described.status).toBe(200);
    expect(TemporaryUserSchema.strict().parse(described.body)).toEqual({
      purpose: "create-password",
      email,
      firstName: "Nia",
      lastName: "Newton",
      requiresTerms: true,
    });

    // Every problem at once: password rules, confirmation and the terms.
    const invalid = await post(validate, { token, password: "short", passwordConfirmation: "other" });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      password: ["Password must be at least 8 characters", "Password must contain an upper case letter"],
      passwordConfirmation: ["The passwords do not match"],
      acceptTerms: ["Please accept the licence agreement and privacy policy"],
    });
    const mismatch = await post(validate, {
      token,
      password: "Created-pass-1",
      passwordConfirmation: "Created-pass-2",
      acceptTerms: true,
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({ passwordConfirmation: ["The passwords do not match"] });
    expect(await loginStatus(email, "Created-pass-1")).toBe(401);

    const done = await post(validate, {
      token,
      password: "Created-pass-1",
      passwordConfirmation: "Created-pass-1",
      acceptTerms: true,
    });
    expect(done.status).toBe(200);
    expect(done.userMessage).toBe(VALIDATED);
    const verified = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(verified.emailVerifiedAt).not.toBeNull();
    expect(verified.termsAcceptedAt).not.toBeNull();
    expect(await loginStatus(email, "Created-pass-1")).toBe(200);

    // The link works once.
    const again = await post(validate, {
      token,
      password: "Another-pass-1",
      passwordConfirmation: "Another-pass-1",
      acceptTerms: true,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(LINK_INVALID);
    expect((await call(describeLink, { host: w.host, params: { token } })).status).toBe(404);
    expect(await loginStatus(email, "Another-pass-1")).toBe(401);
  });

  it("gives an existing account the same answer, and emails it a password reset instead", async () => {
    const existing = w.users.readOnly;
    const before = await db().user.findUniqueOrThrow({ where: { id: existing.id } });
    const res = await post(register, {
      email: existing.email,
      firstName: "Someone",
      lastName: "Else",
      recaptchaResponse: await humanCheck(w.host),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ email: existing.email, firstName: "Someone", lastName: "Else", verified: false });
    expect(res.userMessage).toContain(`verification email to ${existing.email}`);
    expect((await sink().waitForMessage(existing.email)).subject).toBe(`Reset your ${w.client.name} password`);
    // Nothing about the account changed.
    expect(await db().user.findUniqueOrThrow({ where: { id: existing.id } })).toEqual(before);
  });

  it("keeps the names an admin entered for a pending invitee who registers", async () => {
    const invitee = await db().user.create({
      data: { clientId: w.client.id, email: "invitee.names@example.test", firstName: "Ingrid", lastName: "Invited" },
    });
    const res = await post(register, {
      email: invitee.email,
      firstName: "Mallory",
      lastName: "Renamed",
      recaptchaResponse: await humanCheck(w.host),
    });
    expect(res.status).toBe(200);
    expect((await sink().waitForMessage(invitee.email)).subject).toBeTruthy();
    expect(await db().user.findUniqueOrThrow({ where: { id: invitee.id } })).toMatchObject({
      firstName: "Ingrid",
      lastName: "Invited",
      passwordHash: null,
    });
  });

  it("returns every field error at once and creates no user (422)", async () => {
    const before = await userCount();
    const empty = await post(register, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      email: ["Please enter your email address"],
      firstName: ["Please enter your first name"],
      lastName: ["Please enter your last name"],
      ...HUMAN,
    });
    const bad = await post(register, {
      email: "nope",
      firstName: " ",
      lastName: "x".repeat(101),
      recaptchaResponse: "x",
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({
      email: ["Please enter a valid email address"],
      firstName: ["Please enter your first name"],
      lastName: ["Last name must be at most 100 characters"],
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses a missing, forged or reused human check, creating no user and sending nothing", async () => {
    const before = await userCount();
    const body = { email: "robot@example.test", firstName: "Robo", lastName: "T" };
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString("base64");
    for (const recaptchaResponse of ["", "not-a-payload", forged]) {
      const res = await post(register, { ...body, recaptchaResponse });
      expect(res.status).toBe(422);
      expect(res.body).toEqual(HUMAN);
    }
    // A solution works once: replaying it is refused.
    const solved = await humanCheck(w.host);
    expect((await post(register, { ...body, email: "first.use@example.test", recaptchaResponse: solved })).status).toBe(
      200,
    );
    const replay = await post(register, { ...body, recaptchaResponse: solved });
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual(HUMAN);
    expect(await userCount()).toBe(before + 1);
    expect(sink().messages.some((m) => m.to.includes(body.email))).toBe(false);
  });

  it("limits registrations per address (10 per hour)", async () => {
    const ip = "198.51.100.10";
    for (let i = 0; i < 10; i++) {
      const res = await post(
        register,
        { email: `burst${i}@example.test`, firstName: "B", lastName: "B", recaptchaResponse: "x" },
        { ip },
      );
      expect(res.status).toBe(422);
    }
    const res = await post(
      register,
      { email: "burst@example.test", firstName: "B", lastName: "B", recaptchaResponse: await humanCheck(w.host) },
      { ip },
    );
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ global: ["Too many attempts, please try again later"] });
  });
});

describe("POST /api/v1/forgot-password -> email -> /validate", () => {
  it("resets the password through the emailed link and ends the old sessions", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD, firstName: "Fay" });
    const oldPair = await tokensFor(user);
    const res = await post(forgotPassword, { email: user.email, recaptchaResponse: await humanCheck(w.host) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.userMessage).toBe(
      `If ${user.email} has an account, we have sent it an email with a link to reset the password`,
    );

    const message = await sink().waitForMessage(user.email);
    expect(message.subject).toBe(`Reset your ${w.client.name} password`);
    const token = validationToken(message, w.client.primaryUrl);
    const described = await call(describeLink, { host: w.host, params: { token } });
    expect(described.body).toEqual({
      purpose: "reset-password",
      email: user.email,
      firstName: "Fay",
      lastName: user.lastName,
      requiresTerms: false,
    });

    const missing = await post(validate, { token });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      password: ["Please enter a password"],
      passwordConfirmation: ["Please confirm your password"],
    });

    const done = await post(validate, { token, password: "Reset-pass-1", passwordConfirmation: "Reset-pass-1" });
    expect(done.status).toBe(200);
    expect(done.userMessage).toBe(VALIDATED);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, "Reset-pass-1")).toBe(200);
    // Sessions opened with the old password are over.
    expect((await call(getMe, { host: w.host, token: oldPair.accessToken })).status).toBe(401);
    expect((await post(refresh, { refreshToken: oldPair.refreshToken })).status).toBe(401);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    const email = "ghost@example.test";
    const res = await post(forgotPassword, { email, recaptchaResponse: await humanCheck(w.host) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.userMessage).toBe(
      `If ${email} has an account, we have sent it an email with a link to reset the password`,
    );
    expect(sink().messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it("does not reach across clients: the other client's user gets no email from this hostname", async () => {
    const email = w.users.otherClientUser.email;
    const res = await post(forgotPassword, { email, recaptchaResponse: await humanCheck(w.host) });
    expect(res.status).toBe(200);
    expect(sink().messages.some((m) => m.to.includes(email))).toBe(false);
    expect(await db().userToken.count({ where: { userId: w.users.otherClientUser.id } })).toBe(0);
  });

  it("validates every field and the human check, issuing no token (422)", async () => {
    const empty = await post(forgotPassword, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ email: ["Please enter your email address"], ...HUMAN });
    const user = await createUser(w.client.id, { password: PASSWORD });
    const unsolved = await post(forgotPassword, { email: user.email, recaptchaResponse: "x" });
    expect(unsolved.status).toBe(422);
    expect(unsolved.body).toEqual(HUMAN);
    expect(await db().userToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("requests without the human check cost the account nothing: the owner still gets the email (L2)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    for (let i = 0; i < 6; i++)
      expect((await post(forgotPassword, { email: user.email, recaptchaResponse: "x" })).status).toBe(422);
    const res = await post(forgotPassword, { email: user.email, recaptchaResponse: await humanCheck(w.host) });
    expect(res.status).toBe(200);
    await sink().waitForMessage(user.email);
  });

  it("past 5 emails an hour to one address, answers the same and sends nothing more; the last link still works (L2, L3)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(forgotPassword, { email: user.email, recaptchaResponse: await humanCheck(w.host) })).status,
      ).toBe(200);
    }
    await expect
      .poll(() => sink().messages.filter((m) => m.to.includes(user.email)).length, { timeout: 10_000 })
      .toBe(5);
    const owner = await post(forgotPassword, { email: user.email, recaptchaResponse: await humanCheck(w.host) });
    expect(owner.status).toBe(200);
    expect(owner.userMessage).toBe(
      `If ${user.email} has an account, we have sent it an email with a link to reset the password`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink().messages.filter((m) => m.to.includes(user.email))).toHaveLength(5);
    // No sixth link was made: the fifth, already in the mailbox, is still the live one.
    expect(await db().userToken.count({ where: { userId: user.id } })).toBe(5);
    expect(
      await db().userToken.count({ where: { userId: user.id, usedAt: null, expiresAt: { gt: new Date() } } }),
    ).toBe(1);
  });
});

describe("GET /api/v1/validate/{token}", () => {
  it("answers 404 for unknown tokens and for another client's link", async () => {
    expect((await call(describeLink, { host: w.host, params: { token: "unknown" } })).body).toEqual(LINK_INVALID);
    const foreign = await createUser(w.other.id, { password: PASSWORD });
    await call(forgotPassword, {
      method: "POST",
      host: w.otherHost,
      body: { email: foreign.email, recaptchaResponse: await humanCheck(w.otherHost) },
    });
    const token = validationToken(await sink().waitForMessage(foreign.email), w.other.primaryUrl);
    const res = await call(describeLink, { host: w.host, params: { token } });
    expect(res.status).toBe(404);
    expect(
      (await post(validate, { token, password: "Stolen-pass-1", passwordConfirmation: "Stolen-pass-1" })).status,
    ).toBe(404);
    expect((await call(describeLink, { host: w.otherHost, params: { token } })).status).toBe(200);
  });

  it("refuses unknown fields in the completion (422)", async () => {
    const res = await post(validate, {
      token: "x",
      password: "A-pass-123",
      passwordConfirmation: "A-pass-123",
      admin: true,
    });
    expect(res.status).toBe(422);
  });
});

describe("GET and POST /api/v1/me", () => {
  it("needs a session (401)", async () => {
    expect((await call(getMe, { host: w.host })).status).toBe(401);
    const res = await post(updateMe, { email: "a@example.test", firstName: "A", lastName: "B" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ global: ["Please log in to continue"] });
  });

  it("returns the profile with organisations, never the session generation or a hash", async () => {
    const { accessToken } = await tokensFor(w.users.plain);
    const res = await call(getMe, { host: w.host, token: accessToken });
    expect(res.status).toBe(200);
    const profile = MeSchema.parse(res.body);
    expect(profile).toMatchObject({
      id: w.users.plain.id,
      clientAdmin: false,
      systemAdmin: false,
      impersonating: false,
      impersonator: null,
    });
    expect(profile.organisations).toEqual([
      expect.objectContaining({
        id: w.customer.id,
        name: "Customer Ltd",
        role: 0,
        isDistributor: false,
        accountCode: w.customer.accountCode,
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/sessionVersion|passwordHash|argon2/);
  });

  it("shows who is impersonating", async () => {
    const tokens = await impersonationPair(w.host, w.users.clientAdmin, w.users.plain.id);
    const res = await call(getMe, { host: w.host, token: tokens.accessToken });
    expect(res.body).toMatchObject({ id: w.users.plain.id, impersonating: true, impersonator: "Cora Admin" });
  });

  it("checks X-Organisation-Id: a foreign organisation is 404, 'admin' needs admin rights", async () => {
    const { accessToken } = await tokensFor(w.users.plain);
    expect((await call(getMe, { host: w.host, token: accessToken, organisationId: w.customer.id })).status).toBe(200);
    expect((await call(getMe, { host: w.host, token: accessToken, organisationId: w.distributor.id })).status).toBe(
      404,
    );
    expect((await call(getMe, { host: w.host, token: accessToken, organisationId: "admin" })).status).toBe(403);
  });

  it("saves names at once; a new email waits for the link sent to it, then replaces the login", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const newEmail = "moved.address@example.test";
    const res = await post(
      updateMe,
      { email: newEmail, firstName: "Renamed", lastName: "Person", existingPassword: PASSWORD },
      { token: accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.userMessage).toContain(`confirm your new email address from the link we sent to ${newEmail}`);
    expect(MeSchema.parse(res.body)).toMatchObject({
      email: user.email,
      emailChange: newEmail,
      firstName: "Renamed",
      fullName: "Renamed Person",
    });
    expect(await loginStatus(newEmail, PASSWORD)).toBe(401);

    // The old address is told, with a password-reset link to stop it.
    const notice = await sink().waitForMessage(user.email);
    expect(notice.subject).toBe(`Your ${w.client.name} email address is being changed`);
    expect(notice.text).toContain(newEmail);
    const message = await sink().waitForMessage(newEmail);
    expect(message.subject).toBe(`Confirm your new email address for ${w.client.name}`);
    const token = validationToken(message, w.client.primaryUrl);
    expect((await call(describeLink, { host: w.host, params: { token } })).body).toMatchObject({
      purpose: "confirm-email",
      email: newEmail,
      requiresTerms: false,
    });
    const confirmed = await post(validate, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.userMessage).toBe(VALIDATED);

    expect((await call(getMe, { host: w.host, token: accessToken })).body).toMatchObject({
      email: newEmail,
      emailChange: null,
    });
    expect(await loginStatus(newEmail, PASSWORD)).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
  });

  it("saves names without an email when the address is unchanged", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const res = await post(
      updateMe,
      { email: user.email, firstName: "Only", lastName: "Names" },
      { token: accessToken },
    );
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Your details have been saved");
    expect(res.body).toMatchObject({ email: user.email, emailChange: null, fullName: "Only Names" });
    expect(await db().userToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("does not tell whether an address has an account (L11): the same answer, and the clash only when the link is followed", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const other = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const taken = await post(
      updateMe,
      { email: other.email, firstName: user.firstName, lastName: user.lastName, existingPassword: PASSWORD },
      { token: accessToken },
    );
    expect(taken.status).toBe(200);
    expect(taken.userMessage).toBe(
      `Your details have been saved. Please confirm your new email address from the link we sent to ${other.email}`,
    );
    const token = validationToken(await sink().waitForMessage(other.email), w.client.primaryUrl);
    const confirmed = await post(validate, { token });
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toEqual({ global: ["This email address is already used by another account"] });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
  });

  it("refuses invalid fields (422), changing nothing", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const invalid = await post(updateMe, { email: "bad", firstName: "", lastName: "" }, { token: accessToken });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      email: ["Please enter a valid email address"],
      firstName: ["Please enter your first name"],
      lastName: ["Please enter your last name"],
    });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: user.firstName,
      emailChange: null,
    });
  });

  it("asks for the current password to change the email, and refuses it while impersonating (M1)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const body = { email: "elsewhere.m1@example.test", firstName: "M", lastName: "One" };
    const missing = await post(updateMe, body, { token: accessToken });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      existingPassword: ["Please enter your current password to change your email address"],
    });
    const wrong = await post(updateMe, { ...body, existingPassword: "Wrong-pass-1" }, { token: accessToken });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ existingPassword: ["Your current password is not correct"] });

    const impersonation = await call(impersonate, {
      host: w.host,
      params: { id: user.id },
      token: (await tokensFor(w.users.clientAdmin)).accessToken,
      organisationId: "admin",
    });
    const pair = impersonation.body as { accessToken: string };
    const asAdmin = await post(updateMe, { ...body, existingPassword: PASSWORD }, { token: pair.accessToken });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).toEqual({ email: ["The email address of an impersonated account cannot be changed"] });
    expect(await db().user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      email: user.email,
      emailChange: null,
    });
    expect(await db().userToken.count({ where: { userId: user.id, kind: "EMAIL_CHANGE" } })).toBe(0);
  });

  it("refuses a cookie-authenticated change from another origin (403)", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    const body = { email: user.email, firstName: "Csrf", lastName: "Victim" };
    const crossSite = await post(updateMe, body, { cookies, origin: "http://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await post(updateMe, body, { cookies, origin: null })).status).toBe(403);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe(user.firstName);
    expect((await post(updateMe, body, { cookies })).status).toBe(200);
  });
});

describe("POST /api/v1/me/password", () => {
  const change = { existingPassword: PASSWORD, password: "Changed-pass-1", confirmPassword: "Changed-pass-1" };

  it("ends every session and returns a new pair for the caller", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const mine = await tokensFor(user);
    const otherDevice = await tokensFor(user);
    const otherBrowser = await sessionCookiesFor(user);

    const res = await post(changePassword, change, { token: mine.accessToken });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Your password has been changed");
    expect(res.setCookies).toEqual([]);
    const fresh = TokenPairSchema.parse(res.body);

    expect((await call(getMe, { host: w.host, token: fresh.accessToken })).status).toBe(200);
    for (const old of [mine, otherDevice]) {
      expect((await call(getMe, { host: w.host, token: old.accessToken })).status).toBe(401);
      expect((await post(refresh, { refreshToken: old.refreshToken })).status).toBe(401);
    }
    expect((await call(getMe, { host: w.host, cookies: otherBrowser })).status).toBe(401);
    expect((await post(refresh, { refreshToken: fresh.refreshToken })).status).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, "Changed-pass-1")).toBe(200);
  });

  it("gives a cookie caller a new session cookie", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const cookies = await sessionCookiesFor(user);
    const res = await post(changePassword, change, { cookies });
    expect(res.status).toBe(200);
    const session = res.setCookies.find((c) => c.name === "hp_session");
    expect(session?.attributes.httponly).toBe(true);
    expect(session?.attributes.samesite?.toString().toLowerCase()).toBe("lax");
    expect((await call(getMe, { host: w.host, cookies })).status).toBe(401);
    expect((await call(getMe, { host: w.host, cookies: { hp_session: session!.value } })).status).toBe(200);
  });

  it("returns every field error at once (422), and a wrong current password changes nothing", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const { accessToken } = await tokensFor(user);
    const empty = await post(changePassword, {}, { token: accessToken });
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({
      existingPassword: ["Please enter your current password"],
      password: ["Please enter a password"],
      confirmPassword: ["Please confirm your new password"],
    });
    const weak = await post(
      changePassword,
      { existingPassword: PASSWORD, password: "alllowercase", confirmPassword: "different" },
      { token: accessToken },
    );
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual({
      password: ["Password must contain an upper case letter"],
      confirmPassword: ["The passwords do not match"],
    });
    const mismatch = await post(
      changePassword,
      { ...change, confirmPassword: "Changed-pass-2" },
      { token: accessToken },
    );
    expect(mismatch.body).toEqual({ confirmPassword: ["The passwords do not match"] });

    const wrong = await post(changePassword, { ...change, existingPassword: "Not-my-pass-1" }, { token: accessToken });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ existingPassword: ["Your current password is not correct"] });
    expect((await call(getMe, { host: w.host, token: accessToken })).status).toBe(200);
    expect(await loginStatus(user.email, PASSWORD)).toBe(200);
  });

  it("is refused while impersonating (403), leaving the password alone", async () => {
    const target = await createUser(w.client.id, { password: PASSWORD });
    const pair = await impersonationPair(w.host, w.users.clientAdmin, target.id);
    const res = await post(changePassword, change, { token: pair.accessToken });
    expect(res.status).toBe(403);
    expect(await loginStatus(target.email, PASSWORD)).toBe(200);
  });

  it("needs a session (401)", async () => {
    expect((await post(changePassword, change)).status).toBe(401);
    expect((await post(changePassword, change, { token: "bad" })).status).toBe(401);
  });
});

describe("DELETE /api/v1/users/{id}", () => {
  const del = (id: string, extra: CallOptions) =>
    call(deleteUser, { method: "DELETE", host: w.host, params: { id }, ...extra });

  it("deletes the caller's own account: anonymised, memberships gone, every session over", async () => {
    const org = w.customer;
    const user = await createUser(w.client.id, {
      password: PASSWORD,
      memberships: [{ organisationId: org.id, role: 2 }],
    });
    const pair = await tokensFor(user);
    const res = await del(user.id, { token: pair.accessToken });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe("Your account has been deleted and you have been logged out");

    const row = await db().user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.email).not.toBe(user.email);
    expect(row.passwordHash).toBeNull();
    expect(await db().organisationUser.count({ where: { userId: user.id } })).toBe(0);
    expect((await call(getMe, { host: w.host, token: pair.accessToken })).status).toBe(401);
    expect((await post(refresh, { refreshToken: pair.refreshToken })).status).toBe(401);
    expect(await loginStatus(user.email, PASSWORD)).toBe(401);
  });

  it("clears the browser cookies of a cookie caller", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    const res = await del(user.id, { cookies: await sessionCookiesFor(user) });
    expect(res.status).toBe(200);
    expect(res.setCookies.map((c) => [c.name, c.value]).sort()).toEqual([
      ["hp_impersonation", ""],
      ["hp_session", ""],
    ]);
  });

  it("answers 404 for any other user (same client, other client, unknown), deleting nothing", async () => {
    const { accessToken } = await tokensFor(w.users.clientAdmin);
    for (const id of [w.users.plain.id, w.users.otherClientUser.id, "0190a1b2-0000-7000-8000-000000000000"]) {
      const res = await del(id, { token: accessToken });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ global: ["User not found"] });
    }
    expect(
      await db().user.count({
        where: { deletedAt: { not: null }, id: { in: [w.users.plain.id, w.users.otherClientUser.id] } },
      }),
    ).toBe(0);
    expect((await del("not-a-uuid", { token: accessToken })).status).toBe(422);
  });

  it("refuses an impersonated deletion (403) and a missing session (401)", async () => {
    const target = await createUser(w.client.id, { password: PASSWORD });
    const tokens = await impersonationPair(w.host, w.users.clientAdmin, target.id);
    expect((await del(target.id, { token: tokens.accessToken })).status).toBe(403);
    expect((await del(target.id, {})).status).toBe(401);
    expect((await db().user.findUniqueOrThrow({ where: { id: target.id } })).deletedAt).toBeNull();
  });
});
