import { validationError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { requireSystemAdmin } from "@/lib/tags/access";
import { deleteTags } from "@/lib/tags/delete-tags";
import { readForm } from "@/lib/tags/multipart";
import { TAG_FILE_MAX_BODY_BYTES, TagDeleteFieldsSchema } from "@/lib/tags/schemas";
import { tagsRemovedMessage } from "@/lib/tags/messages";

const cap = { maxBytes: TAG_FILE_MAX_BODY_BYTES };

/**
 * POST /api/v1/tag-delete (system admins): multipart file, maxChecks. Tags in use stay and are
 * listed. Anyone else is refused before the file is read; the file is read under its cap.
 */
export const POST = route({ maxBodyBytes: cap.maxBytes, allow: requireSystemAdmin }, async ({ ctx, request }) => {
  const { file, fields } = await readForm(request, cap);
  const parsed = TagDeleteFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await deleteTags(ctx, { file, ...parsed.data });
  return { data: result, userMessage: tagsRemovedMessage(result.count) };
});
