import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { withinRateLimit, type Limit } from "@/lib/auth/rate-limit";
import { db } from "@/lib/db/client";
import { AppError, tooManyRequests } from "@/lib/core/errors";

/**
 * How much one organisation may add, so rows and stored files cannot grow at will (anyone may
 * register and create an organisation). Totals are per customer organisation (the owner of the
 * hoses and their documents); rates are per acting organisation (its users share them), or per
 * user for client admins.
 */

/** Hoses of one customer organisation, archived ones included (their rows are kept). */
export const HOSES_PER_ORGANISATION = 50_000;
/** Bytes of documents and photos stored for one customer organisation's hoses. */
export const UPLOAD_BYTES_PER_ORGANISATION = 5 * 1024 * 1024 * 1024;
/** Hoses one organisation may create in an hour (an import of a whole site fits). */
export const HOSE_CREATE_RATE: Limit = { limit: 1000, windowSeconds: 3600 };
/** Documents and photos one organisation may upload in an hour. */
export const UPLOAD_RATE: Limit = { limit: 300, windowSeconds: 3600 };

export const HOSE_QUOTA_REACHED = `This customer has reached its limit of ${HOSES_PER_ORGANISATION.toLocaleString("en-GB")} hoses`;
export const HOSE_RATE_REACHED = "Too many hoses have been added in the last hour, please try again later";
export const UPLOAD_QUOTA_REACHED = `This customer's documents have reached their limit of ${UPLOAD_BYTES_PER_ORGANISATION / 1024 ** 3} GB`;
export const UPLOAD_RATE_REACHED = "Too many files have been uploaded in the last hour, please try again later";

const actor = (ctx: AuthedCtx) => {
  const org = actingOrganisation(ctx);
  return org ? `org:${org.id}` : `user:${ctx.user.id}`;
};

/** Before a new hose of `customerId`: 422 past the customer's total, 429 past the hourly rate. */
export async function assertHoseQuota(ctx: AuthedCtx, customerId: string): Promise<void> {
  const count = await db().hose.count({ where: { clientId: ctx.client.id, customerOrganisationId: customerId } });
  if (count >= HOSES_PER_ORGANISATION) throw new AppError("INVALID", { global: [HOSE_QUOTA_REACHED] });
  if (!(await withinRateLimit(`quota:hoses:${ctx.client.id}:${actor(ctx)}`, HOSE_CREATE_RATE)))
    throw tooManyRequests(HOSE_RATE_REACHED);
}

/** Before storing `bytes` more for `customerId`'s hoses: 422 past its total, 429 past the rate. */
export async function assertUploadQuota(ctx: AuthedCtx, customerId: string, bytes: number): Promise<void> {
  const stored = await db().upload.aggregate({
    where: { clientId: ctx.client.id, deletedAt: null, hose: { customerOrganisationId: customerId } },
    _sum: { size: true },
  });
  if ((stored._sum.size ?? 0) + bytes > UPLOAD_BYTES_PER_ORGANISATION)
    throw new AppError("INVALID", { global: [UPLOAD_QUOTA_REACHED] });
  if (!(await withinRateLimit(`quota:uploads:${ctx.client.id}:${actor(ctx)}`, UPLOAD_RATE)))
    throw tooManyRequests(UPLOAD_RATE_REACHED);
}
