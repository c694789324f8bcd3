import { approveCompetence } from "@/lib/competences";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** POST /api/v1/competences/{id}/approve: an Admin vouches for a member's competence record. */
export const POST = route({ params: IdParamsSchema }, async ({ ctx, params }) => {
  const { id, message } = await approveCompetence(ctx, params.id);
  return { data: { id }, userMessage: message };
});
