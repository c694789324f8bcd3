import { readCappedForm, type BodyCap } from "@/lib/http/body";
import { AppError } from "@/lib/core/errors";

/**
 * The multipart form of a tag file request (a body that is not a form is 422, like bad JSON).
 * Its bytes are counted as they arrive and refused past `cap` (413) before anything parses
 * them, with or without a Content-Length.
 */
export async function readForm(
  request: Request,
  cap: BodyCap,
): Promise<{ file: File | null; fields: Record<string, string> }> {
  const form = await readCappedForm(request, cap);
  if (!form) throw new AppError("INVALID", { file: ["Please send the file as multipart/form-data"] });
  const file = form.get("file");
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return { file: file instanceof File ? file : null, fields };
}
