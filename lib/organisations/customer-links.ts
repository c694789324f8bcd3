import { recordAudit } from "@/lib/audit/record-audit";
import { organisationEntry } from "./audit";
import { actingOrganisation, type AuthedCtx } from "@/lib/core/ctx";
import { db } from "@/lib/db/client";
import { setCustomerDistributor } from "./customer-distributor";
import { LIMITS, assertRateLimitLeft, consumeRateLimit, recordRateLimitHit } from "@/lib/auth/rate-limit";
import { AppError, forbidden, notFound } from "@/lib/core/errors";
import { inClient } from "@/lib/core/scope";
import { normaliseAccountCode } from "./account-code";
import { customerLinkedMessage, customerUnlinkedMessage } from "./messages";

/** The distributor acting, when it may change its customer links (not read-only). */
function actingDistributor(ctx: AuthedCtx): string {
  const org = actingOrganisation(ctx);
  if (!org || !org.isDistributor || ctx.flags.isReadOnly) throw forbidden();
  return org.id;
}

const NO_CUSTOMER = "No customer was found with that account code";

/**
 * Link a customer by its 6-character account code (SPEC §2.5 OrganisationLink), choosing
 * whether this distributor's configurations are visible to it. A customer has one distributor:
 * one already linked elsewhere is refused.
 */
export async function linkCustomer(ctx: AuthedCtx, accountCode: string, configurationsVisible: boolean) {
  const distributorId = actingDistributor(ctx);
  // Guessing codes: every attempt counts per user and per distributor organisation; the
  // client-wide ceiling counts failures only (checked first, spent on a miss), so nobody can use
  // it up for the others with attempts that would have succeeded anyway.
  const failuresKey = `link:client-failures:${ctx.client.id}`;
  await assertRateLimitLeft(failuresKey, LIMITS.linkClientFailures);
  await consumeRateLimit(`link:user:${ctx.client.id}:${ctx.user.id}`, LIMITS.linkUser);
  await consumeRateLimit(`link:org:${ctx.client.id}:${distributorId}`, LIMITS.linkOrganisation);
  const customer = await db().organisation.findFirst({
    where: inClient(ctx, { accountCode: normaliseAccountCode(accountCode), deletedAt: null }),
  });
  // Unknown and linked elsewhere answer alike, so the answer tells no one which codes exist.
  if (!customer || customer.isDistributor || (customer.distributorId && customer.distributorId !== distributorId)) {
    await recordRateLimitHit(failuresKey, LIMITS.linkClientFailures);
    throw new AppError("NOT_FOUND", { accountCode: [NO_CUSTOMER] });
  }
  // Linking a customer already linked to us keeps the link (the visibility chosen now applies)
  // and says so, rather than "is now linked".
  const already = customer.distributorId === distributorId;
  const linked = await setCustomerDistributor(
    ctx,
    customer.id,
    { distributorId, distributorConfigurationsVisible: configurationsVisible },
    "organisation.link",
  );
  const message = customerLinkedMessage(linked.name, already);
  return { id: linked.id, name: linked.name, message };
}

/** A customer linked to the acting distributor, or 404 (foreign or unlinked alike). */
async function linkedCustomer(ctx: AuthedCtx, customerId: string) {
  const distributorId = actingDistributor(ctx);
  const customer = await db().organisation.findFirst({ where: inClient(ctx, { id: customerId, distributorId }) });
  if (!customer) throw notFound("Customer not found");
  return customer;
}

export async function unlinkCustomer(ctx: AuthedCtx, customerId: string) {
  const customer = await linkedCustomer(ctx, customerId);
  await setCustomerDistributor(ctx, customer.id, { distributorId: null }, "organisation.unlink");
  return customerUnlinkedMessage(customer.name);
}

export async function setConfigurationsVisible(ctx: AuthedCtx, customerId: string, visible: boolean) {
  const customer = await linkedCustomer(ctx, customerId);
  await db().$transaction(async (tx) => {
    await tx.organisation.update({ where: { id: customer.id }, data: { distributorConfigurationsVisible: visible } });
    await recordAudit(
      tx,
      ctx,
      organisationEntry("organisation.configurations-visible", customer, {
        before: { distributorConfigurationsVisible: customer.distributorConfigurationsVisible },
        after: { distributorConfigurationsVisible: visible },
      }),
    );
  });
  return visible
    ? `Configurations are now visible to ${customer.name}`
    : `Configurations are now hidden from ${customer.name}`;
}

/**
 * The acting distributor's customer with this account code, or null: the link dialog
 * (link/{accountCode}) shows 'Unlink customer' for a customer that is already linked.
 */
export async function findLinkedCustomer(ctx: AuthedCtx, accountCode: string) {
  const distributorId = actingDistributor(ctx);
  return db().organisation.findFirst({
    where: inClient(ctx, { accountCode: normaliseAccountCode(accountCode), distributorId, deletedAt: null }),
    select: { id: true, name: true, accountCode: true, distributorConfigurationsVisible: true },
  });
}
