import { clientIp } from "@/lib/auth/rate-limit";
import { registeredMessage, registerUser } from "@/lib/auth/register";
import { RegisterSchema } from "@/lib/auth/schemas";
import { route } from "@/lib/http/route";

/** POST /api/v1/register {email, firstName, lastName, recaptchaResponse} -> the unverified user. */
export const POST = route({ auth: "public", body: RegisterSchema }, async ({ client, request, body }) => {
  const user = await registerUser(client, body, clientIp(request.headers));
  return { data: user, userMessage: registeredMessage(user.email) };
});
