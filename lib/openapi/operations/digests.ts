import { UnsubscribeParamsSchema, UnsubscribeResultSchema } from "@/lib/digests/schemas";
import type { Operation } from "../registry";

const tag = "Digests";

export const digestOperations: Operation[] = [
  {
    method: "post",
    path: "/digests/unsubscribe/{token}",
    tag,
    summary: "One-click unsubscribe from an email digest (RFC 8058; the signed token is the credential)",
    description:
      'The address of a digest email\'s List-Unsubscribe header. Mail clients POST "List-Unsubscribe=One-Click" ' +
      "(form-encoded; the body is not read). Turns that user's digest of that organisation off; a second use answers " +
      "200 too, saying it is already off. The email's own link opens a confirmation page instead (a GET never unsubscribes).",
    auth: "public",
    params: UnsubscribeParamsSchema,
    response: UnsubscribeResultSchema,
    userMessage: "You will no longer receive the email digest of {organisation} / ... is already off",
    errors: {
      400: "The token is not valid (tampered with, or not an unsubscribe token)",
      404: "A token of another client, or its organisation no longer exists",
    },
  },
];
