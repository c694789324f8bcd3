import { validationError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { readForm } from "@/lib/tags/multipart";
import { TAG_FILE_MAX_BODY_BYTES, TagUploadFieldsSchema } from "@/lib/tags/schemas";
import { uploadTags } from "@/lib/tags/upload-tags";

/** POST /api/v1/tag-upload (system admins): multipart file, batchName, maxChecks. */
export const POST = route({ maxBodyBytes: TAG_FILE_MAX_BODY_BYTES }, async ({ ctx, request }) => {
  const { file, fields } = await readForm(request);
  const parsed = TagUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw validationError(parsed.error);
  const result = await uploadTags(ctx, { file, ...parsed.data });
  return { data: result, userMessage: `Added ${result.count} tags to the system` };
});
