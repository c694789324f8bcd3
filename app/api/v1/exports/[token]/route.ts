import { z } from "zod";
import { runExport } from "@/lib/exports/export-list";
import { route } from "@/lib/http/route";

/** GET /api/v1/exports/{token}: the CSV file behind an export URL (the token is the credential). */
export const GET = route({ auth: "public", params: z.object({ token: z.string().max(4000) }) }, async ({ client, params }) => {
  const { filename, csv } = await runExport(client, params.token);
  // A BOM so spreadsheet programs read the UTF-8 names correctly.
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
});
