import { validationError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { deleteTags } from "@/lib/tags/delete-tags";
import { readForm } from "@/lib/tags/multipart";
import { TAG_FILE_MAX_BODY_BYTES, TagDeleteFieldsSchema } from "@/lib/tags/schemas";

/** POST /api/v1/tag-delete (system admins): multipart file, maxChecks. Tags in use stay and are listed. */
export const POST = route({ maxBodyBytes: TAG_FILE_MAX_BODY_BYTES }, async ({ ctx, request }) => {
  const { file, fields } = await readForm(request);
  const parsed = TagDeleteFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await deleteTags(ctx, { file, ...parsed.data });
  return { data: result, userMessage: `Removed ${result.count} tags from the system` };
});
