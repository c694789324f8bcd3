import type { Session } from "@/lib/core/session";
import { clientUnits, type Units } from "@/lib/units/convert";
import { formatBore, formatLength } from "@/lib/units/format";
import { buildCtx } from "@/lib/core/ctx";
import { toIsoDate, today as todayDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import type { Client } from "@/lib/generated/prisma/client";
import { storage } from "@/lib/storage";
import { signedLinkFor } from "@/lib/hoses/documents/upload-dto";
import { LIMITS, withinRateLimit } from "@/lib/auth/rate-limit";
import { canChangeHoseRecords } from "@/lib/hose-configurations/access";
import { visibleHoses } from "./access";
import { hoseBasis } from "./basis";
import { translator } from "@/lib/i18n/catalogue";
import { isLocale } from "@/lib/i18n/locales";
import { retirementReasonLabel } from "./retirement";
import { TagIdSchema } from "./schemas";
import { currentStatus, hasReplacementWarning } from "./schedule";

/**
 * The short link a tag's QR code carries, `/t/{tagId}` on the client's hostname (docs/CONTRACTS.md):
 *  - a signed-in user who may see the hose goes to its page, in the organisation that sees it
 *    (their own organisations first, then 'admin' for client admins);
 *  - a signed-in user who may not sees only that it belongs to another organisation;
 *  - anyone else sees the public card, or only a sign-in prompt ('private') when that
 *    organisation has turned the public card off. The card is the least that helps whoever
 *    finds the hose: the client's brand, the tag, the hose's state and due dates, and 'Report a
 *    problem'. The hose's name and configuration, the customer, site, last inspector and
 *    documents appear only where the customer organisation's settings add them (each off by
 *    default), so the card of a sequential tag id tells a stranger little.
 * A tag no hose carries is offered to a signed-in user who may tag hoses ('unfitted': fit it to a
 * new hose or to one already in the portal); for anyone else it is 'unknown' (a friendly 404), as
 * is an archived hose's tag and a path that is not a tag id at all. Look-ups are limited per address ('limited').
 */
export type TagLink =
  | { kind: "unknown" }
  /** Signed in, and no hose carries the tag: the organisations where the user may fit it. */
  | { kind: "unfitted"; tagId: string; organisations: Array<{ id: string; name: string }> }
  | { kind: "limited" }
  | { kind: "portal"; href: string }
  | { kind: "foreign" }
  | { kind: "private"; tagId: string }
  | { kind: "public"; card: PublicHoseCard };

export type PublicHoseCard = {
  tagId: string;
  /** The hose's name, only when the organisation's settings show it. */
  name: string | null;
  status: number;
  nextInspectionDate: string | null;
  replacementWarning: boolean;
  lastInspectionDate: string | null;
  /** Hose type, bore, length and connections, in a few words; only when the settings show it. */
  configuration: string | null;
  /** Present only when the customer organisation's settings show them. */
  customerName?: string;
  location?: string;
  lastInspectionName?: string | null;
  /** The hose's documents, with download links valid for minutes. */
  documents?: Array<{ id: string; name: string; url: string }>;
  /**
   * The hose this one replaced in place: its tag (when it kept one), retirement and reason. The
   * hose's history, so only where the settings show the hose's name and configuration.
   */
  replaces: { tagId: string | null; retiredOn: string | null; reason: string } | null;
  /** Why the next inspection and the replacement fall when they do (GET /hoses/{id}'s sentences). */
  nextInspectionBasis: string;
  replacementBasis: string;
};

/**
 * `/t/{tagId}` as the page receives it: the path segment (still percent-encoded or not), the
 * caller's address as rate limits count it. A segment that does not decode, or is not a tag id,
 * is 'unknown' (404, not an error); past LIMITS.tagPage look-ups from one address, 'limited'.
 */
export async function lookUpTagPage(
  client: Client,
  session: Session | null,
  segment: string,
  ip: string,
  today = todayDate(),
  /** The page's language, for the sentences the card carries (why it is due when it is). */
  locale = "en-GB",
): Promise<TagLink> {
  const tagId = decodeTagSegment(segment);
  if (!(await withinRateLimit(`tagpage:${client.id}:${ip}`, LIMITS.tagPage))) return { kind: "limited" };
  if (tagId === null) return { kind: "unknown" };
  return resolveTagLink(client, session, tagId, today, locale);
}

/** The tag id in a path segment, or null when it does not decode or is not a tag id. */
export function decodeTagSegment(segment: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = TagIdSchema.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

export async function resolveTagLink(
  client: Client,
  session: Session | null,
  tagId: string,
  today = todayDate(),
  locale = "en-GB",
): Promise<TagLink> {
  const hose = await db().hose.findFirst({
    where: { clientId: client.id, tagId: tagId.trim().toUpperCase(), deletedAt: null },
    include: {
      hoseConfiguration: true,
      customer: {
        select: {
          name: true,
          hoseInspectionMonths: true,
          hoseReplacementMonths: true,
          hoseReplacementWarningMonths: true,
          publicCard: true,
          publicCardHose: true,
          publicCardCustomer: true,
          publicCardLocation: true,
          publicCardInspector: true,
          publicCardDocuments: true,
        },
      },
      zone: { select: { trailName: true } },
      predecessor: { select: { tagId: true, deletedAt: true, retirementReason: true } },
    },
  });
  if (!hose) return session ? unfitted(client, session, tagId) : { kind: "unknown" };
  if (session) {
    const user = session.user;
    const candidates = [
      ...user.organisations.map((o) => o.id),
      ...(user.clientAdmin || user.systemAdmin ? ["admin"] : []),
    ];
    for (const organisation of candidates) {
      const ctx = buildCtx(client, session, organisation);
      if (await db().hose.count({ where: { AND: [visibleHoses(ctx), { id: hose.id }] } })) {
        return { kind: "portal", href: `/portal/${organisation}/hoses/${hose.id}` };
      }
    }
    return { kind: "foreign" };
  }
  const shown = hose.customer;
  const tag = hose.tagId ?? tagId.toUpperCase();
  if (!shown.publicCard) return { kind: "private", tagId: tag };
  const documents = shown.publicCardDocuments
    ? await db().upload.findMany({
        where: { clientId: client.id, hoseId: hose.id, hoseMetaId: null, deletedAt: null },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: 20,
      })
    : [];
  const store = documents.length ? await storage() : null;
  // The rules' sources name the customer, its zones and configurations: only where the card
  // shows all three may the sentences name them.
  const named = shown.publicCardCustomer && shown.publicCardLocation && shown.publicCardHose;
  const basis = await hoseBasis(client.id, hose, shown, !named, locale);
  return {
    kind: "public",
    card: {
      tagId: tag,
      name: shown.publicCardHose ? hose.name : null,
      status: currentStatus(hose, today),
      nextInspectionDate: hose.nextInspectionDate ? toIsoDate(hose.nextInspectionDate) : null,
      replacementWarning: hasReplacementWarning(hose, today),
      lastInspectionDate: hose.lastInspectionDate ? toIsoDate(hose.lastInspectionDate) : null,
      configuration:
        shown.publicCardHose && hose.hoseConfiguration
          ? configurationSummary(hose.hoseConfiguration, clientUnits(client), locale)
          : null,
      ...(shown.publicCardCustomer ? { customerName: shown.name } : {}),
      ...(shown.publicCardLocation
        ? { location: hose.zone?.trailName || translator(isLocale(locale) ? locale : "en-GB", "status")("uninstalled") }
        : {}),
      ...(shown.publicCardInspector ? { lastInspectionName: hose.lastInspectionName } : {}),
      nextInspectionBasis: basis.nextInspectionBasis,
      replacementBasis: basis.replacementBasis,
      replaces:
        shown.publicCardHose && hose.predecessor
          ? {
              tagId: hose.predecessor.tagId,
              retiredOn: hose.predecessor.deletedAt ? toIsoDate(hose.predecessor.deletedAt) : null,
              reason: retirementReasonLabel(hose.predecessor.retirementReason),
            }
          : null,
      ...(shown.publicCardDocuments
        ? {
            documents: await Promise.all(
              documents.map(async (d) => ({ id: d.id, name: d.filename, url: await signedLinkFor(store!, d) })),
            ),
          }
        : {}),
    },
  };
}

/** The configuration fields configurationSummary() reads (a Prisma select). */
export const configurationSummarySelect = {
  type: true,
  boreSize: true,
  length: true,
  connection1: true,
  connection1Type: true,
  connection2: true,
  connection2Type: true,
} as const;

/**
 * '2SN 1/2" (DN12) · 1,000 mm · JIC female / BSP male' in the given units (for imperial ones
 * '2SN 1/2" (-08) · 39.37 in · ...'), leaving out what is not known. Numbers as the reader's
 * language writes them: '1.000 mm' in German, '1 000 mm' in French.
 */
export function configurationSummary(
  c: {
    type: string | null;
    boreSize: string | null;
    length: number | null;
    connection1: string | null;
    connection1Type?: string | null;
    connection2: string | null;
    connection2Type?: string | null;
  },
  units: Units,
  locale = "en-GB",
): string {
  const end = (name: string | null, type: string | null | undefined) => [name, type].filter(Boolean).join(" ");
  const connections = [end(c.connection1, c.connection1Type), end(c.connection2, c.connection2Type)]
    .filter(Boolean)
    .join(" / ");
  return [
    [c.type, c.boreSize ? formatBore(c.boreSize, units) : null].filter(Boolean).join(" "),
    c.length ? formatLength(c.length, units, locale) : "",
    connections,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** The absolute short link a tag's QR code carries: `{client's primary URL}/t/{tagId}`. */
export function tagShortLink(client: Pick<Client, "primaryUrl">, tagId: string): string {
  return `${client.primaryUrl.replace(/\/+$/, "")}/t/${encodeURIComponent(tagId)}`;
}

/** Where a signed-in user may fit a tag no hose carries: their organisations that tag hoses. */
function unfitted(client: Client, session: Session, tagId: string): TagLink {
  const organisations = session.user.organisations
    .filter((o) => canChangeHoseRecords(buildCtx(client, session, o.id)))
    .map((o) => ({ id: o.id, name: o.name }));
  return organisations.length
    ? { kind: "unfitted", tagId: tagId.trim().toUpperCase(), organisations }
    : { kind: "unknown" };
}
