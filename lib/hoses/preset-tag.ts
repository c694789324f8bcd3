import { TagIdSchema } from "./schemas";

/** A `?tagId=` that starts the hose form's tag field: a tag id as printed, else nothing. */
export function presetTag(value: string | string[] | undefined): string | undefined {
  const parsed = TagIdSchema.safeParse(typeof value === "string" ? value : undefined);
  return parsed.success ? parsed.data : undefined;
}
