import { clientIp } from "@/lib/auth/rate-limit";
import { registeredMessage, registerUser } from "@/lib/auth/register";
import { RegisterSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import { anonymousLocale } from "@/lib/i18n/locales";

/**
 * POST /api/v1/register {email, firstName, lastName, recaptchaResponse} -> the unverified user. The
 * email is in the language the request asks for (Accept-Language) among the client's.
 */
export const POST = route({ auth: "public", body: RegisterSchema }, async ({ client, request, body }) => {
  const locale = anonymousLocale(client, request.headers.get("accept-language"));
  const user = await registerUser(client, body, clientIp(request.headers), locale);
  return { data: user, userMessage: registeredMessage(user.email) };
});
