import { ListView } from "@/components/lists/list-view";
import { loadList } from "@/components/lists/load-list";
import { PageHeader } from "@/components/ui/page-header";
import { listActivity } from "@/lib/activity/list-activity";
import { activityScreen } from "@/lib/activity/screen";
import { AUDIT_ENTITIES, type AuditEntity } from "@/lib/audit/entities";
import { clientTexts, translateEnglish, type Messages } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import type { ActivityRow } from "@/lib/audit/schemas";
import { hoseStateText } from "@/components/hoses/hose-state-text";
import type { Filter } from "@/lib/lists/schemas";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { listQueryFromSearchParams, type SearchParams } from "@/lib/lists/route-query";
import { portalBase } from "@/lib/portal/menu";
import { pageLocale } from "@/lib/web/locale";
import { ActivityTable, type ActivityText } from "./activity-table";
import { FIELD_KEYS } from "./field-keys";

/** Activity: the audit trail of the organisation (Admins) or the client (client admins). */
export async function ActivityScreen({ org, searchParams }: { org: string; searchParams: SearchParams }) {
  const ctx = await requirePortalCtx(org);
  const screen = activityScreen(ctx);
  requireAccess(ctx, screen.allowed);
  const base = portalBase(ctx.organisation);
  const { meta, items } = await loadList(() => listActivity(ctx, listQueryFromSearchParams(searchParams)));
  const locale = await pageLocale();
  const text: ActivityText = { ...clientTexts(locale, "activity"), locale };
  const actions = clientTexts(locale, "activityActions");
  const changeIn = changeTranslator(locale);
  const rows = items.map((a) => ({
    ...a,
    // The action in the page's language (lib/audit/actions.ts words it in English, as the API and
    // the CSV export keep); an action without a translation shows as the service words it.
    actionLabel: a.action in ACTION_KEYS ? actions[ACTION_KEYS[a.action]!] : a.actionLabel,
    changes: a.changes.map(changeIn),
    link: a.entity === "Hose" && a.entityId && a.action !== "hose.archive" ? `${base}/hoses/${a.entityId}` : null,
  }));
  return (
    <div className="space-y-6">
      <PageHeader
        title={text.title}
        description={ctx.organisation === "admin" ? text.descriptionClient : text.descriptionOrganisation}
      />
      <ListView
        meta={meta ? { ...meta, filters: activityFiltersIn(meta.filters, text, locale) } : null}
        path={`${base}/activity`}
        text={{ ...clientTexts(locale, "list"), locale }}
        exportable={screen.canExport ? { organisationId: org, resource: "activity" } : undefined}
      >
        <ActivityTable rows={rows} text={text} />
      </ListView>
    </div>
  );
}

/** The catalogue key of each action's words (lib/audit/actions.ts ACTION_LABELS). */
const ACTION_KEYS: Record<string, keyof Messages["activityActions"]> = {
  "hose.create": "hoseCreate",
  "hose.update": "hoseUpdate",
  "hose.inspect": "hoseInspect",
  "hose.note": "hoseNote",
  "hose.event": "hoseEvent",
  "checklist.create": "checklistCreate",
  "checklist.update": "checklistUpdate",
  "checklist.settings": "checklistSettings",
  "hose.problem": "hoseProblem",
  "hose.problem.resolve": "hoseProblemResolve",
  "hose.problem.hide": "hoseProblemHide",
  "hose.archive": "hoseArchive",
  "hose.import": "hoseImport",
  "hose.upload": "hoseUpload",
  "hose.upload.delete": "hoseUploadDelete",
  "configuration.create": "configurationCreate",
  "configuration.update": "configurationUpdate",
  "configuration.delete": "configurationDelete",
  "configuration.hide": "configurationHide",
  "configuration.import": "configurationImport",
  "site.create": "siteCreate",
  "zone.create": "zoneCreate",
  "site.update": "siteUpdate",
  "site.delete": "siteDelete",
  "organisation.create": "organisationCreate",
  "organisation.update": "organisationUpdate",
  "organisation.archive": "organisationArchive",
  "organisation.unarchive": "organisationUnarchive",
  "organisation.link": "organisationLink",
  "organisation.unlink": "organisationUnlink",
  "organisation.configurations-visible": "organisationConfigurationsVisible",
  "organisation.settings": "organisationSettings",
  "user.create": "userCreate",
  "user.add": "userAdd",
  "user.role": "userRole",
  "user.revoke": "userRevoke",
  "user.rights": "userRights",
  "user.update": "userUpdate",
  "user.invite.delete": "userInviteDelete",
  "user.client-admin.invite": "userClientAdminInvite",
  "user.client-admin.grant": "userClientAdminGrant",
  "user.client-admin.remove": "userClientAdminRemove",
  "user.profile": "userProfile",
  "user.password": "userPassword",
  "user.password.reset": "userPasswordReset",
  "user.password.create": "userPasswordCreate",
  "user.email.confirm": "userEmailConfirm",
  "user.register": "userRegister",
  "user.delete": "userDelete",
  "user.digest": "userDigest",
  "user.digest.unsubscribe": "userDigestUnsubscribe",
  "user.failure-emails": "userFailureEmails",
  "user.competence": "userCompetence",
  "user.competence.approve": "userCompetenceApprove",
  "impersonation.start": "impersonationStart",
  "impersonation.link": "impersonationLink",
  "impersonation.one-time-token": "impersonationOneTimeToken",
  "quote.create": "quoteCreate",
  "quote.complete": "quoteComplete",
  "quote.offer": "quoteOffer",
  "quote.accept": "quoteAccept",
  "quote.decline": "quoteDecline",
  "quote.line.close": "quoteLineClose",
  "compliance-pack.request": "compliancePackRequest",
  "manufacturer.create": "manufacturerCreate",
  "manufacturer.update": "manufacturerUpdate",
  "manufacturer.delete": "manufacturerDelete",
  "client.create": "clientCreate",
  "client.update": "clientUpdate",
  "client.delete": "clientDelete",
  "client.settings": "clientSettings",
  "client.logo": "clientLogo",
  "client.logo.remove": "clientLogoRemove",
  "tags.upload": "tagsUpload",
  "tags.delete": "tagsDelete",
  "tags.batch.rename": "tagsBatchRename",
  "tags.batch.allocate": "tagsBatchAllocate",
  "tags.batch.delete": "tagsBatchDelete",
  "export.csv": "exportCsv",
  "api-key.create": "apiKeyCreate",
  "api-key.revoke": "apiKeyRevoke",
  "webhook.create": "webhookCreate",
  "webhook.delete": "webhookDelete",
};

type Change = ActivityRow["changes"][number];

/**
 * A change of the Changes column in `locale`: the hose's fields by name, the words the service
 * writes for no value, yes and no, and the status words; values the people typed stay as they
 * are. British English keeps the service's words.
 */
function changeTranslator(locale: Locale): (change: Change) => Change {
  if (locale === SOURCE_LOCALE) return (change) => change;
  const t = clientTexts(locale, "activityChanges");
  const state = hoseStateText(locale);
  const words: Record<string, string> = { none: t.none, Yes: t.yes, No: t.no, "(not available)": t.notAvailable };
  const statuses: Record<string, string> = {
    Good: state.good,
    Monitor: state.monitor,
    Replace: state.replace,
    Uninstalled: state.uninstalled,
  };
  const statusField = new Set(["status", "lastInspectionResult", "inspectionResult"]);
  const value = (field: string, text: string) =>
    words[text] ?? (statusField.has(field) ? (statuses[text] ?? text) : text);
  return (change) => ({
    ...change,
    label: change.field in FIELD_KEYS ? t[FIELD_KEYS[change.field]!] : change.label,
    beforeText: value(change.field, change.beforeText),
    afterText: value(change.field, change.afterText),
  });
}

/** The 'What' choices' words: the kinds of record (lib/audit/entities.ts keeps the English). */
const ENTITY_KEYS: Record<AuditEntity, keyof ActivityText> = {
  Hose: "entityHose",
  Inspection: "entityInspection",
  Note: "entityNote",
  Upload: "entityUpload",
  HoseConfiguration: "entityHoseConfiguration",
  Site: "entitySite",
  Organisation: "entityOrganisation",
  OrganisationSettings: "entityOrganisationSettings",
  LifePolicy: "entityLifePolicy",
  User: "entityUser",
  Quote: "entityQuote",
  CompliancePack: "entityCompliancePack",
  Tag: "entityTag",
  Import: "entityImport",
  Manufacturer: "entityManufacturer",
  Client: "entityClient",
  Export: "entityExport",
  Integration: "entityIntegration",
  Checklist: "entityChecklist",
};

/**
 * The filters as the service describes them (in English, as the API answers) in the page's
 * language: labels, hints, the kinds of record and the time spans. The people are names and stay.
 */
function activityFiltersIn(filters: Filter[], text: ActivityText, locale: Locale): Filter[] {
  const own: Record<string, string> = {
    "Record name, action or person": text.filterSearchHint,
    Who: text.filterWho,
    Everyone: text.filterEveryone,
    What: text.filterWhat,
    "Every kind of record": text.filterEveryKind,
    When: text.filterWhen,
    "Any time": text.filterAnyTime,
    Today: text.filterToday,
    "Last 7 days": text.filterLast7,
    "Last 30 days": text.filterLast30,
    "Last 90 days": text.filterLast90,
    "Last 12 months": text.filterLast12Months,
    From: text.filterFrom,
    To: text.filterTo,
    "DD/MM/YYYY": text.filterDateHint,
  };
  const say = (english: string) => own[english] ?? translateEnglish(english, locale, "hoseFilters");
  const kind = (value: string, label: string) =>
    value in AUDIT_ENTITIES ? text[ENTITY_KEYS[value as AuditEntity]] : label;
  return filters.map((f) => ({
    ...f,
    label: say(f.label),
    ...(f.description ? { description: say(f.description) } : {}),
    options:
      f.id === "what"
        ? f.options.map((o) => ({ ...o, label: kind(o.value, o.label) }))
        : f.id === "when"
          ? f.options.map((o) => ({ ...o, label: say(o.label) }))
          : f.options,
  }));
}
