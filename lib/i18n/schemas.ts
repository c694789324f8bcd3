import { z } from "zod";
import { LOCALES } from "./locales";

/** One of the portal's languages, as a BCP 47 tag. */
export const LocaleSchema = z.enum(LOCALES, { error: "Choose one of the languages en-GB, de, fr, es" });
