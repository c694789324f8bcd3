import { z } from "zod";

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** SPEC 5 "Organisation create": name, contactName, contactEmail, addressLine1, town, postCode required. */
export const OrganisationCreateSchema = z.object({
  name: required("Name"),
  contactName: required("Contact name"),
  contactEmail: z
    .string({ error: "Contact email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Contact email is required")
    .pipe(z.email("Please enter a valid email address")),
  addressLine1: required("Address line 1"),
  addressLine2: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
  town: required("Town", 100),
  postCode: required("Post code", 20),
  isDistributor: z.boolean({ error: "Please choose Distributor or Customer" }),
});
export type OrganisationCreateInput = z.infer<typeof OrganisationCreateSchema>;

export const organisationCreatedMessage = (code: string) => `Organisation created, your new account code is ${code}`;
