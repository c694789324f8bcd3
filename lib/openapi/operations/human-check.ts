import { z } from "zod";
import type { Operation } from "../registry";

export const humanCheckOperations: Operation[] = [
  {
    method: "get",
    path: "/altcha/challenge",
    tag: "Human verification",
    summary: "A fresh ALTCHA proof-of-work challenge (single use; never cached)",
    description: "Bound to the client of the hostname: it verifies only on that client's forms.",
    auth: "public",
    response: z.looseObject({ parameters: z.looseObject({}), signature: z.string() }),
    errors: { 429: "Too many challenges from this address" },
  },
];
