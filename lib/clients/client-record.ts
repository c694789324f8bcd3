import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict } from "@/lib/core/errors";
import { sanitizeRichText } from "@/lib/rich-text";
import { asPressure, asSystem } from "@/lib/units/convert";
import type { z } from "zod";
import type { ClientCreateInput, ClientRowSchema } from "./schemas";

/**
 * What the Manage clients verbs share: the row a system admin sees, the columns a form writes,
 * and the hostname rule. Rich text is sanitised on save here, and again on render.
 */

export function richText(input: { termsAndConditions?: string | null; privacyPolicy?: string | null }) {
  return {
    termsAndConditions: input.termsAndConditions ? sanitizeRichText(input.termsAndConditions) || null : null,
    privacyPolicy: input.privacyPolicy ? sanitizeRichText(input.privacyPolicy) || null : null,
  };
}

export const clientInclude = { hostnames: { select: { hostname: true }, orderBy: { hostname: "asc" } } } as const;
type ClientWithHosts = Prisma.ClientGetPayload<{ include: typeof clientInclude }>;

/** A client as Manage clients shows it (system admins only: contact data included). */
export function toClientRow(c: ClientWithHosts): z.infer<typeof ClientRowSchema> {
  // Field by field: a column added later is not answered until it is listed here.
  return {
    id: c.id,
    name: c.name,
    primaryUrl: c.primaryUrl,
    theme: c.theme,
    manualHoseConfiguration: c.manualHoseConfiguration,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    contactPhone: c.contactPhone,
    website: c.website,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    termsAndConditions: c.termsAndConditions,
    privacyPolicy: c.privacyPolicy,
    unitSystem: asSystem(c.unitSystem) ?? "metric",
    pressureUnit: asPressure(c.pressureUnit),
    hostnames: c.hostnames.map((h) => h.hostname),
    hasLogo: c.logoKey !== null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function clientData(input: ClientCreateInput) {
  return {
    name: input.name,
    primaryUrl: input.primaryUrl.replace(/\/+$/, ""),
    theme: input.theme,
    manualHoseConfiguration: input.manualHoseConfiguration ?? false,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    contactName: input.contactName,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone,
    website: input.website,
    ...richText(input),
    // Left out of the body: the column's default on create, unchanged on update.
    unitSystem: input.unitSystem,
    pressureUnit: input.pressureUnit,
  };
}

export const HOSTNAME_TAKEN = { hostnames: ["One of these hostnames is already used by another client"] };

/** Hostnames are unique across clients: the first clash is named. */
export async function assertHostnamesFree(hostnames: string[], exceptClientId?: string) {
  const taken = await db().clientHostname.findFirst({
    where: { hostname: { in: hostnames }, ...(exceptClientId ? { NOT: { clientId: exceptClientId } } : {}) },
  });
  if (taken) throw conflict({ hostnames: [`${taken.hostname} is already used by another client`] });
}
