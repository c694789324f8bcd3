import { expect, type APIResponse, type Page } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { hostUrl } from "../../../playwright.config";
import { linkPath, waitForEmail } from "./outbox";

// Node's resolver does not map *.localhost to the loopback as browsers do: the calls go to
// localhost and name the tenant with X-Client-Host, as the mobile app does (support/api.ts).
const API = `${hostUrl("localhost")}/api/v1`;

async function expectOk(response: APIResponse, what: string) {
  expect(response.status(), `${what}: ${await response.text()}`).toBe(200);
}

/**
 * A fresh user with a password, made through the portal's own API the way the app does it:
 * the human check solved by proof of work, register, the emailed link's token, the password
 * with the terms accepted. The same rules as the register form (the human check, the rate
 * limits, the email, the single-use link) without a browser solving ALTCHA or rendering three
 * pages: only accounts-register.spec.ts and the accessibility spec are about those screens.
 * The page is not moved; sign in with `login(page, email, password)`.
 */
export async function createUser(
  page: Page,
  email: string,
  password: string,
  name = { first: "Test", last: "User" },
  host = "demo.localhost",
) {
  const headers = { "X-Client-Host": host };

  const challengeAnswer = await page.request.get(`${API}/altcha/challenge`, { headers });
  await expectOk(challengeAnswer, "GET /altcha/challenge");
  const challenge = (await challengeAnswer.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the human check's challenge found no solution");
  // What the widget submits: base64 of the signed challenge and its solution.
  const recaptchaResponse = Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString("base64");

  await expectOk(
    await page.request.post(`${API}/register`, {
      headers,
      data: { email, firstName: name.first, lastName: name.last, recaptchaResponse },
    }),
    "POST /register",
  );

  const token = linkPath(await waitForEmail(email)).slice("/validate/".length);
  await expectOk(
    await page.request.post(`${API}/validate`, {
      headers,
      data: { token, password, passwordConfirmation: password, acceptTerms: true },
    }),
    "POST /validate",
  );
}
