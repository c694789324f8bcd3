import { validationError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { requireSystemAdmin } from "@/lib/tags/access";
import { readForm } from "@/lib/tags/multipart";
import { TAG_FILE_MAX_BODY_BYTES, TagUploadFieldsSchema } from "@/lib/tags/schemas";
import { uploadTags } from "@/lib/tags/upload-tags";
import { tagsAddedMessage } from "@/lib/tags/messages";

const cap = { maxBytes: TAG_FILE_MAX_BODY_BYTES };

/**
 * POST /api/v1/tag-upload (system admins): multipart file, batchName, maxChecks. Anyone else is
 * refused before the file is read; the file is read under its cap, chunked or not.
 */
export const POST = route({ maxBodyBytes: cap.maxBytes, allow: requireSystemAdmin }, async ({ ctx, request }) => {
  const { file, fields } = await readForm(request, cap);
  const parsed = TagUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await uploadTags(ctx, { file, ...parsed.data });
  return { data: result, userMessage: tagsAddedMessage(result.count) };
});
