import { requestPasswordReset } from "@/lib/auth/forgot-password";
import { clientIp } from "@/lib/auth/rate-limit";
import { ForgotPasswordSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";
import { anonymousLocale } from "@/lib/i18n/locales";

/**
 * POST /api/v1/forgot-password {email, recaptchaResponse}: the same answer for every address. The
 * email is in the language the request asks for (Accept-Language) among the client's.
 */
export const POST = route({ auth: "public", body: ForgotPasswordSchema }, async ({ client, request, body }) => ({
  data: {},
  userMessage: await requestPasswordReset(
    client,
    body,
    clientIp(request.headers),
    anonymousLocale(client, request.headers.get("accept-language")),
  ),
}));
