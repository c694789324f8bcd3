import type { AuthedCtx } from "@/lib/core/ctx";
import { conflict, notFound, type ErrorBody } from "@/lib/core/errors";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/unique";
import type { Prisma } from "@/lib/generated/prisma/client";
import { tagUnavailable } from "@/lib/tags/tag-rules";
import { visibleCustomers, visibleHoses } from "./access";

/** The checks every write of a hose's tag makes: saving a hose, and fitting a tag to one. */

const TAG_TAKEN: ErrorBody = { tagId: ["This tag is already used by another hose"] };
export const ARCHIVED = "This hose is archived and can no longer be changed";

export type Customer = Prisma.OrganisationGetPayload<object>;

/** A customer the caller sees and that is active; anything else answers 404. */
export async function customerFor(ctx: AuthedCtx, id: string): Promise<Customer> {
  const customer = await db().organisation.findFirst({
    where: { AND: [visibleCustomers(ctx), { id, deletedAt: null }] },
  });
  if (!customer) throw notFound("Customer not found");
  return customer;
}

/**
 * A tag is on one hose of the client (other clients' tags are theirs: ids may repeat across
 * brands). A clash with a hose the caller sees is a plain 409; with one it does not see, the
 * same answer as a tag it may not use, so nobody learns which tags another organisation fits.
 */
export async function assertTagFree(ctx: AuthedCtx, tagId: string, exceptId: string | null) {
  const clash = await db().hose.findFirst({
    where: { clientId: ctx.client.id, tagId, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (!clash) return;
  const seen = await db().hose.count({ where: { AND: [visibleHoses(ctx), { id: clash.id }] } });
  throw seen ? conflict(TAG_TAKEN) : tagUnavailable();
}

/**
 * The write after assertTagFree: the (client, tag) unique index stays the last word when two
 * requests race for a tag; its refusal is the neutral answer (the winner may be out of sight).
 */
export async function tagStaysFree<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw tagUnavailable();
    throw error;
  }
}
