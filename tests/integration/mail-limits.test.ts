import { beforeAll, describe, expect, it } from "vitest";
import { POST as inviteClientAdmin } from "@/app/api/v1/clients/users/route";
import { POST as updateMe } from "@/app/api/v1/me/route";
import { POST as register } from "@/app/api/v1/register/route";
import { POST as createUserRoute } from "@/app/api/v1/users/route";
import { LIMITS } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createUser } from "../fixtures/factories";
import { PASSWORD, accessTokenFor, humanCheck, withSmtpSink } from "../fixtures/accounts";
import { createAccountsWorld, type AccountsWorld } from "../fixtures/world";
import { call } from "../fixtures/http";

/** The portal cannot be used to flood a mailbox, by a signed-in user or anonymously. */

const { sink } = withSmtpSink();
let w: AccountsWorld;
beforeAll(async () => {
  w = await createAccountsWorld();
});

const TOO_MANY = { global: ["Too many attempts, please try again later"] };

/** Spends a budget as if `count` emails had gone out in this window. */
const spend = (key: string, count: number) => db().$executeRaw`
  INSERT INTO "RateLimitBucket" ("key", "count", "windowStart") VALUES (${key}, ${count}, now())
  ON CONFLICT ("key") DO UPDATE SET "count" = EXCLUDED."count", "windowStart" = now()`;

const mailsTo = (email: string) => sink().messages.filter((m) => m.to.includes(email)).length;

describe("a signed-in user's emails", () => {
  it("profile email changes stop at the sender's hourly budget (429), nothing changed", async () => {
    const user = await createUser(w.client.id, { password: PASSWORD });
    await spend(`mail:by:${w.client.id}:${user.id}`, LIMITS.mailSender.limit);
    const res = await call(updateMe, {
      method: "POST",
      host: w.host,
      token: await accessTokenFor(user),
      body: {
        email: "flooded@example.test",
        firstName: user.firstName,
        lastName: user.lastName,
        existingPassword: PASSWORD,
      },
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailChange).toBeNull();
    expect(await db().userToken.count({ where: { userId: user.id } })).toBe(0);
  });

  it("one address gets at most 5 email-change links an hour, whoever asks", async () => {
    const target = "victim-inbox@example.test";
    for (let i = 0; i < LIMITS.mailRecipient.limit; i++) {
      const user = await createUser(w.client.id, { password: PASSWORD });
      const body = { email: target, firstName: user.firstName, lastName: user.lastName, existingPassword: PASSWORD };
      expect(
        (await call(updateMe, { method: "POST", host: w.host, token: await accessTokenFor(user), body })).status,
      ).toBe(200);
    }
    const sixth = await createUser(w.client.id, { password: PASSWORD });
    const body = { email: target, firstName: sixth.firstName, lastName: sixth.lastName, existingPassword: PASSWORD };
    const res = await call(updateMe, { method: "POST", host: w.host, token: await accessTokenFor(sixth), body });
    expect(res.status).toBe(429);
  });

  it("invitations (Create user, Invite client admin) stop at the sender's budget, nobody created", async () => {
    const admin = await createUser(w.client.id, { clientAdmin: true, password: PASSWORD });
    await spend(`mail:by:${w.client.id}:${admin.id}`, LIMITS.mailSender.limit);
    const headers = await bearerHeaders(admin, "admin");
    const created = await call(createUserRoute, {
      method: "POST",
      host: w.host,
      headers,
      body: {
        firstName: "Ina",
        lastName: "Vite",
        email: "invitee@example.test",
        organisations: [{ organisationId: w.customer.id, role: 0, receiveQuotes: false }],
      },
    });
    expect(created.status).toBe(429);
    const invited = await call(inviteClientAdmin, {
      method: "POST",
      host: w.host,
      headers,
      body: { clientId: w.client.id, firstName: "Ina", lastName: "Vite", email: "invitee2@example.test" },
    });
    expect(invited.status).toBe(429);
    expect(
      await db().user.count({
        where: { clientId: w.client.id, email: { in: ["invitee@example.test", "invitee2@example.test"] } },
      }),
    ).toBe(0);
  });
});

describe("anonymous registration", () => {
  it("past 5 emails an hour to one address answers the same but sends and creates nothing", async () => {
    const email = "register-flood@example.test";
    await spend(`mail:to:${w.client.id}:${email}`, LIMITS.mailRecipient.limit);
    const res = await call(register, {
      method: "POST",
      host: w.host,
      body: { email, firstName: "Flo", lastName: "Od", recaptchaResponse: await humanCheck(w.host) },
    });
    expect(res.status).toBe(200);
    expect(res.userMessage).toBe(
      `We have sent a verification email to ${email}, please follow its instructions to create your password`,
    );
    expect(await db().user.count({ where: { clientId: w.client.id, email } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(email)).toBe(0);
  });
});
