import { requestPasswordReset } from "@/lib/auth/forgot-password";
import { clientIp } from "@/lib/auth/rate-limit";
import { ForgotPasswordSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

/** POST /api/v1/forgot-password {email, recaptchaResponse}: the same answer for every address. */
export const POST = route({ auth: "public", body: ForgotPasswordSchema }, async ({ client, request, body }) => ({
  data: {},
  userMessage: await requestPasswordReset(client, body, clientIp(request.headers)),
}));
