import { AppError } from "@/lib/http/errors";

/** The multipart form of a tag file request (a body that is not a form is 422, like bad JSON). */
export async function readForm(request: Request): Promise<{ file: File | null; fields: Record<string, string> }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError(422, { file: ["Please send the file as multipart/form-data"] });
  }
  const file = form.get("file");
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") fields[key] = value;
  return { file: file instanceof File ? file : null, fields };
}
