import { saveOwnCertificate } from "@/lib/competences";
import { CompetenceCertificateSchema } from "@/lib/competences/schemas";
import { UPLOAD_MAX_BODY_BYTES, UPLOAD_TOO_LARGE } from "@/lib/hoses/documents/schemas";
import { IdParamsSchema } from "@/lib/http/params";
import { route } from "@/lib/http/route";

/** PUT /api/v1/me/competences/{id}/certificate {base64Data, filename}: files one's own certificate. */
export const PUT = route(
  {
    params: IdParamsSchema,
    body: CompetenceCertificateSchema,
    maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    tooLarge: { base64Data: [UPLOAD_TOO_LARGE] },
  },
  async ({ ctx, params, body }) => {
    const { certificate, message } = await saveOwnCertificate(ctx, params.id, body);
    return { data: certificate, userMessage: message };
  },
);
