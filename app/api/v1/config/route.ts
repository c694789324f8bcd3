import { catalogueEtag, getCatalogue, matchesEtag } from "@/lib/catalogue/get-catalogue";
import { CatalogueQuerySchema } from "@/lib/catalogue/schemas";
import { route } from "@/lib/http/route";

/**
 * GET /api/v1/config: the catalogue lookups (SPEC §7), with an ETag: a matching If-None-Match
 * answers 304 with no body. `?reload=true` reads the database again instead of the cache.
 */
export const GET = route({ query: CatalogueQuerySchema }, async ({ ctx, query, request }) => {
  const catalogue = await getCatalogue(ctx, { reload: query.reload === "true" });
  const etag = catalogueEtag(catalogue);
  // private: the answer depends on the organisation; no-cache: revalidate with the ETag each time.
  const headers = {
    etag,
    "cache-control": "private, no-cache",
    vary: "Authorization, Cookie, X-Organisation-Id, X-Client-Host",
  };
  if (matchesEtag(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(JSON.stringify(catalogue), {
    status: 200,
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
});
