import { addOwnCompetence, listOwnCompetences } from "@/lib/competences";
import { CompetenceCreateSchema } from "@/lib/competences/schemas";
import { route } from "@/lib/http/route";

/** GET /api/v1/me/competences: the signed-in user's competence records. */
export const GET = route({}, async ({ ctx }) => ({ data: await listOwnCompetences(ctx) }));

/** POST /api/v1/me/competences {qualification, issuedBy, validUntil}: adds one. */
export const POST = route({ body: CompetenceCreateSchema }, async ({ ctx, body }) => {
  const { id, message } = await addOwnCompetence(ctx, body);
  return { data: { id }, status: 201, userMessage: message };
});
