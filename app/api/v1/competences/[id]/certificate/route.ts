import { competenceCertificateLink } from "@/lib/competences";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** GET /api/v1/competences/{id}/certificate: rights checked now, then a 5-minute link to the file. */
export const GET = route({ params: IdParamsSchema }, async ({ ctx, params }) => ({
  data: await competenceCertificateLink(ctx, params.id),
}));
