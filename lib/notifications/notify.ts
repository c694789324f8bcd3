import "server-only";
import { createElement } from "react";
import { HoseFailureEmail, hoseFailureSubject, hoseFailureText } from "@/emails/hose-failure";
import { hoseTitleIn } from "@/emails/layout";
import { ProblemReportEmail, problemReportSubject, problemReportText } from "@/emails/problem-report";
import { organisationMailBudgetLeft } from "@/lib/auth/rate-limit";
import { formatDateIn } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { renderEmailHtml } from "@/lib/email/render";
import { sendEmail } from "@/lib/email/transport";
import type { Client, Prisma } from "@/lib/generated/prisma/client";
import { hoseTitle } from "@/lib/hoses/status-text";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, userLocale } from "@/lib/i18n/locales";
import { normaliseHostname } from "@/lib/core/hostname";
import { wantsFailureEmails } from "./preferences";

/** What happened to the hose: an inspection that says Replace, or a problem report. */
export type HoseFailureEvent =
  | {
      kind: "REPLACE";
      hoseId: string;
      hoseMetaId: string;
      /** The inspector: told by the screen already, so not told again. */
      actorUserId: string;
      actorName: string;
      inspectionDate: Date;
      notes: string | null;
    }
  | { kind: "PROBLEM"; hoseId: string; hoseMetaId: string; message: string; photo: string | null };

type Recipient = {
  notificationId: string;
  userId: string;
  organisationId: string;
  email: string;
  firstName: string;
  wantsEmail: boolean;
  /** The language of the person's email: their own, else the client's default. */
  locale: Locale;
  closing: string;
};

/** What the write's transaction decided, for the emails sent once it has committed. */
export type HoseFailurePlan = {
  client: Client;
  event: HoseFailureEvent;
  hose: {
    id: string;
    name: string | null;
    title: string;
    tagId: string | null;
    customer: string;
    location: string | null;
  };
  recipients: Recipient[];
};

/**
 * Inside the transaction of the inspection or report: who is told, one notification row each.
 * Told are the customer organisation's Admins and the distributor's quote contacts (with the
 * distributor's Admins when the customer has no Admin, so a report never goes nowhere), each
 * person once, never the inspector who recorded it. Runs under a savepoint: a failure here is
 * logged and leaves the inspection or report recorded, untold.
 */
export async function recordHoseFailure(
  tx: Prisma.TransactionClient,
  client: Client,
  event: HoseFailureEvent,
): Promise<HoseFailurePlan | null> {
  await tx.$executeRawUnsafe("SAVEPOINT hose_failure");
  try {
    const plan = await planAndStore(tx, client, event);
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT hose_failure");
    return plan;
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT hose_failure");
    console.error(`[notify] hose ${event.hoseId}: the failure notifications could not be stored`, error);
    return null;
  }
}

async function planAndStore(
  tx: Prisma.TransactionClient,
  client: Client,
  event: HoseFailureEvent,
): Promise<HoseFailurePlan | null> {
  const hose = await tx.hose.findFirstOrThrow({
    where: { id: event.hoseId, clientId: client.id },
    select: {
      id: true,
      name: true,
      tagId: true,
      customerOrganisationId: true,
      distributorOrganisationId: true,
      customer: { select: { name: true } },
      zone: { select: { trailName: true } },
    },
  });
  const customerId = hose.customerOrganisationId;
  const distributorId = hose.distributorOrganisationId;
  const members = await tx.organisationUser.findMany({
    where: {
      clientId: client.id,
      user: { deletedAt: null },
      organisation: { deletedAt: null },
      OR: [
        { organisationId: customerId, role: 2 },
        ...(distributorId ? [{ organisationId: distributorId, OR: [{ role: 2 }, { receiveQuotes: true }] }] : []),
      ],
    },
    select: {
      userId: true,
      organisationId: true,
      role: true,
      receiveQuotes: true,
      failureEmails: true,
      organisation: { select: { name: true } },
      user: { select: { email: true, firstName: true, locale: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  const customerAdmins = members.filter((m) => m.organisationId === customerId);
  const fromDistributor = members.filter(
    (m) => m.organisationId !== customerId && (m.receiveQuotes || customerAdmins.length === 0),
  );
  const actor = event.kind === "REPLACE" ? event.actorUserId : null;
  const seen = new Set<string>(actor ? [actor] : []);
  const chosen = [...customerAdmins, ...fromDistributor].filter((m) => {
    if (seen.has(m.userId)) return false;
    seen.add(m.userId);
    return true;
  });
  if (!chosen.length) return null;

  const title = hoseTitle(hose);
  const rows = await tx.notification.createManyAndReturn({
    data: chosen.map((m) => ({
      clientId: client.id,
      userId: m.userId,
      organisationId: m.organisationId,
      hoseId: hose.id,
      hoseMetaId: event.hoseMetaId,
      kind: event.kind,
      hoseTitle: title,
      tagId: hose.tagId,
      actorName: event.kind === "REPLACE" ? event.actorName : null,
      detail: event.kind === "REPLACE" ? event.notes : event.message,
    })),
    select: { id: true, userId: true },
  });
  const idOf = new Map(rows.map((r) => [r.userId, r.id]));
  return {
    client,
    event,
    hose: {
      id: hose.id,
      name: hose.name,
      title,
      tagId: hose.tagId,
      customer: hose.customer.name,
      location: hose.zone?.trailName ?? null,
    },
    recipients: chosen.map((m) => {
      const locale = userLocale(client, m.user.locale);
      const asQuoteContact = m.organisationId !== customerId && m.receiveQuotes && m.role !== 2;
      return {
        notificationId: idOf.get(m.userId)!,
        userId: m.userId,
        organisationId: m.organisationId,
        email: m.user.email,
        firstName: m.user.firstName,
        wantsEmail: wantsFailureEmails(m),
        locale,
        closing: translator(locale, "failureEmails")(asQuoteContact ? "closingQuotes" : "closingAdmin", {
          organisation: m.organisation.name,
        }),
      };
    }),
  };
}

/** The hose's page in the portal of the organisation the person is told through. */
export function hoseLink(client: Pick<Client, "primaryUrl">, organisationId: string, hoseId: string): string {
  return `${client.primaryUrl.replace(/\/+$/, "")}/portal/${organisationId}/hoses/${hoseId}`;
}

/**
 * Once the write has committed: one email to each person told who wants them, within the
 * receiving organisation's mail budget (past it the notification is still listed in the portal),
 * through the email queue (lib/email/transport.ts). Never throws: the inspection or report is
 * recorded whatever happens to its emails.
 */
export async function sendHoseFailureEmails(plan: HoseFailurePlan | null): Promise<void> {
  if (!plan) return;
  const { client, event, hose } = plan;
  const clientHost = normaliseHostname(client.primaryUrl) ?? client.primaryUrl;
  for (const r of plan.recipients) {
    if (!r.wantsEmail) continue;
    try {
      if (!(await organisationMailBudgetLeft(client.id, r.organisationId, r.email))) continue;
      const link = hoseLink(client, r.organisationId, hose.id);
      const common = {
        client,
        locale: r.locale,
        firstName: r.firstName,
        organisation: hose.customer,
        // An unnamed hose goes by its tag, in the reader's words ("Tag T-1", "Kennung T-1").
        hoseName: hoseTitleIn(hose, r.locale),
        tagId: hose.tagId,
        location: hose.location,
        link,
        closing: r.closing,
      };
      const message =
        event.kind === "REPLACE"
          ? await (async () => {
              const props = {
                ...common,
                inspector: event.actorName,
                inspectionDate: formatDateIn(event.inspectionDate, r.locale),
                notes: event.notes,
              };
              return {
                subject: hoseFailureSubject(props),
                html: await renderEmailHtml(createElement(HoseFailureEmail, props)),
                text: hoseFailureText(props),
              };
            })()
          : await (async () => {
              const props = { ...common, message: event.message, photo: event.photo };
              return {
                subject: problemReportSubject(props),
                html: await renderEmailHtml(createElement(ProblemReportEmail, props)),
                text: problemReportText(props),
              };
            })();
      await sendEmail({ to: r.email, ...message, clientHost });
      await db().notification.update({ where: { id: r.notificationId }, data: { emailed: true } });
    } catch (error) {
      console.error(`[notify] hose ${hose.id}: the email to user ${r.userId} failed`, error);
    }
  }
}
