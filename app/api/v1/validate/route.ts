import { ValidateSchema } from "@/lib/auth/schemas";
import { completeValidation } from "@/lib/auth/validate";
import { route } from "@/lib/http/route";

/**
 * POST /api/v1/validate {token, password, passwordConfirmation, acceptTerms?}: creates or resets
 * the password, or confirms an email change; the link's token works once.
 */
export const POST = route({ auth: "public", body: ValidateSchema }, async ({ client, body }) => ({
  data: {},
  userMessage: await completeValidation(client, body),
}));
