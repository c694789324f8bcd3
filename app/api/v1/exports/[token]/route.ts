import { z } from "zod";
import { runExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";

/**
 * GET /api/v1/exports/{token}: the CSV file behind an export URL (the token is the credential),
 * streamed as it is read from the database. UTF-8 with a BOM so spreadsheet programs read the
 * names correctly.
 */
export const GET = route(
  { auth: "public", params: z.object({ token: z.string().max(4000) }) },
  async ({ client, params }) => {
    const { filename, body } = await runExport(client, params.token);
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${filename}"`,
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    });
  },
);
