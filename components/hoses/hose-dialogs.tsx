import { ErrorList } from "@/components/ui/error-list";
import { RouteDialog, type RouteDialogMode } from "@/components/ui/route-dialog";
import {
  archiveHoseAction,
  createHoseAction,
  recordHoseMetaAction,
  replaceHoseAction,
  updateHoseAction,
} from "@/lib/actions/hoses";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { checklistChoiceFor } from "@/lib/checklists";
import { formatDate, formatDateIn, today, toIsoDate } from "@/lib/dates";
import { hoseCustomerOptions, hoseFormOptions, manufacturerNames } from "@/lib/hoses/form-options";
import { inspectionFormNoteKind } from "@/lib/hoses/inspection-notice";
import { inspectionRulesFor } from "@/lib/inspections/inspection-rules";
import { hoseTitle, hosesScreen } from "@/lib/hoses/screen";
import { portalBase } from "@/lib/portal/menu";
import { loadHose } from "./hose-detail";
import { HoseForm } from "./hose-form";
import { HoseNoteForm } from "./hose-note-form";
import { InspectionForm } from "./inspection-form";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/web/locale";
import { hoseStateText, inspectionText } from "./hose-state-text";
import { hoseTitleIn } from "./hose-text";
import { formatText } from "@/lib/i18n/format-text";
import { clientTexts } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { HoseFormText } from "./hose-form";
import { retirementReasonOptions } from "./hose-form-text";

/**
 * The hose dialog routes: hoses/add over the list; {hoseId}/edit, /delete (archive note),
 * /note and /inspect over the hose page (SPEC §2.1). Each checks its own guard: it may be the
 * first thing rendered on a direct visit.
 */

type DialogProps = { org: string; mode: RouteDialogMode };

/** The words of the hose form and the note form in the page's language (templates filled in by the forms). */
const hoseFormText = (locale: Locale): HoseFormText => ({ ...clientTexts(locale, "hoseForm"), locale });

async function screenCtx(org: string) {
  const ctx = await requirePortalCtx(org);
  const screen = hosesScreen(ctx);
  requireAccess(ctx, screen.allowed);
  return { ctx, screen, listHref: `${portalBase(ctx.organisation)}/hoses` };
}

/** hoses/add, with `tagId` when it comes from a scanned tag that no hose carries yet. */
export async function AddHoseDialog({ org, mode, tagId }: DialogProps & { tagId?: string }) {
  const { ctx, screen, listHref } = await screenCtx(org);
  requireAccess(ctx, screen.canCreate);
  const customers = await hoseCustomerOptions(ctx);
  const single = customers.length === 1 ? customers[0]!.value : null;
  const text = hoseFormText(await pageLocale());
  return (
    <RouteDialog title={text.createHose} mode={mode} listHref={listHref}>
      {customers.length === 0 ? (
        <ErrorList messages={[text.noCustomer]} />
      ) : (
        <HoseForm
          action={createHoseAction.bind(null, org)}
          organisationId={org}
          customers={single ? null : customers}
          initialOptions={single ? await hoseFormOptions(ctx, single) : null}
          initial={null}
          manufacturers={await manufacturerNames(ctx)}
          submitLabel={text.createHose}
          presetTagId={tagId}
          text={text}
        />
      )}
    </RouteDialog>
  );
}

/** Loads the hose for a change dialog; archived hoses and read-only users are refused. */
async function changeable(org: string, hoseId: string) {
  const { ctx, screen, listHref } = await screenCtx(org);
  const hose = await loadHose(org, hoseId);
  if (hose) requireAccess(ctx, screen.canChange(hose));
  else requireAccess(ctx, screen.canCreate);
  return { ctx, hose, hoseHref: hose ? `${listHref}/${hose.id}` : listHref };
}

async function NotFound({ mode, listHref }: { mode: RouteDialogMode; listHref: string }) {
  const text = hoseFormText(await pageLocale());
  return (
    <RouteDialog title={text.unableToLoad} mode={mode} listHref={listHref}>
      <ErrorList messages={[text.notAvailable]} />
    </RouteDialog>
  );
}

const dmy = (iso: string | null) => (iso ? formatDate(iso) : "");

export async function EditHoseDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, hose, hoseHref } = await changeable(org, id);
  if (!hose) return <NotFound mode={mode} listHref={hoseHref} />;
  const text = hoseFormText(await pageLocale());
  return (
    <RouteDialog title={text.editHose} mode={mode} listHref={hoseHref}>
      <HoseForm
        action={updateHoseAction.bind(null, org, hose.id)}
        organisationId={org}
        customers={null}
        initialOptions={await hoseFormOptions(ctx, hose.customerOrganisationId, hose.hoseConfigurationId)}
        initial={{
          tagId: hose.tagId ?? "",
          name: hose.name ?? "",
          customerOrganisationId: hose.customerOrganisationId,
          hoseConfigurationId: hose.hoseConfigurationId ?? "",
          organisationZoneId: hose.organisationZoneId ?? "",
          manufacturer: hose.manufacturer ?? "",
          manufactureDate: dmy(hose.manufactureDate),
          buildDate: dmy(hose.buildDate),
          installationDate: dmy(hose.installationDate),
          sleeving: hose.sleeving ?? false,
          testCertificate: hose.testCertificate ?? false,
          conformityCertificate: hose.conformityCertificate ?? false,
          hoseInspectionMonths: hose.hoseInspectionMonths?.toString() ?? "",
          hoseReplacementMonths: hose.hoseReplacementMonths?.toString() ?? "",
        }}
        manufacturers={await manufacturerNames(ctx)}
        submitLabel={text.saveHose}
        text={text}
      />
    </RouteDialog>
  );
}

/** HoseNote on the archive route: 'Archive note', button 'Archive' (SPEC §2.5). */
export async function ArchiveHoseDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { hose, hoseHref } = await changeable(org, id);
  if (!hose) return <NotFound mode={mode} listHref={hoseHref} />;
  const locale = await pageLocale();
  const text = hoseFormText(locale);
  return (
    <RouteDialog
      title={text.archiveNote}
      description={formatText(text.archiveHose, { title: hoseTitleIn(hose, hoseStateText(locale)) }, locale)}
      mode={mode}
      listHref={hoseHref}
    >
      <HoseNoteForm
        action={archiveHoseAction.bind(null, org, hose.id)}
        archive
        reasons={retirementReasonOptions(text)}
        text={text}
      />
    </RouteDialog>
  );
}

/**
 * 'Replace with a new hose': the old hose's retirement reason, then the successor's form
 * prefilled with the same customer, zone and configuration; the tag starts empty (a new tag,
 * or type the old one to move it) and the dates start empty (new dates).
 */
export async function ReplaceHoseDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, hose, hoseHref } = await changeable(org, id);
  if (!hose) return <NotFound mode={mode} listHref={hoseHref} />;
  const locale = await pageLocale();
  const text = hoseFormText(locale);
  return (
    <RouteDialog
      title={text.replaceTitle}
      description={hoseTitleIn(hose, hoseStateText(locale))}
      mode={mode}
      listHref={hoseHref}
    >
      <HoseForm
        action={replaceHoseAction.bind(null, org, hose.id)}
        organisationId={org}
        customers={null}
        initialOptions={await hoseFormOptions(ctx, hose.customerOrganisationId, hose.hoseConfigurationId)}
        initial={{
          tagId: "",
          name: hose.name ?? "",
          customerOrganisationId: hose.customerOrganisationId,
          hoseConfigurationId: hose.hoseConfigurationId ?? "",
          organisationZoneId: hose.organisationZoneId ?? "",
          manufacturer: hose.manufacturer ?? "",
          manufactureDate: "",
          buildDate: "",
          installationDate: "",
          sleeving: hose.sleeving ?? false,
          testCertificate: hose.testCertificate ?? false,
          conformityCertificate: hose.conformityCertificate ?? false,
          hoseInspectionMonths: hose.hoseInspectionMonths?.toString() ?? "",
          hoseReplacementMonths: hose.hoseReplacementMonths?.toString() ?? "",
        }}
        manufacturers={await manufacturerNames(ctx)}
        submitLabel={text.replaceSubmit}
        text={text}
        retire={{
          reasons: retirementReasonOptions(text),
          reasonLabel: text.replaceReason,
          noteLabel: text.replaceNote,
          hint: text.replaceHint,
        }}
      />
    </RouteDialog>
  );
}

/** HoseNote on the note route: 'Add note'. */
export async function HoseNoteDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { hose, hoseHref } = await changeable(org, id);
  if (!hose) return <NotFound mode={mode} listHref={hoseHref} />;
  const text = hoseFormText(await pageLocale());
  return (
    <RouteDialog title={text.addNote} mode={mode} listHref={hoseHref}>
      <HoseNoteForm action={recordHoseMetaAction.bind(null, org, hose.id)} archive={false} reasons={[]} text={text} />
    </RouteDialog>
  );
}

export async function InspectHoseDialog({ org, id, mode }: DialogProps & { id: string }) {
  const { ctx, hose, hoseHref } = await changeable(org, id);
  if (!hose) return <NotFound mode={mode} listHref={hoseHref} />;
  // In the page's language, as the hose page under it.
  const locale = await pageLocale();
  const t = await getTranslations("inspection");
  // Said before recording when the result will not become the status.
  const formNote = (kind: ReturnType<typeof inspectionFormNoteKind>) =>
    kind === "notInstalled"
      ? t("noteNotInstalled")
      : kind === "pastReplacement" && hose.replacementDate
        ? t("notePastReplacement", { date: formatDateIn(hose.replacementDate, locale) })
        : null;
  return (
    <RouteDialog
      title={t("title")}
      description={hoseTitleIn(hose, hoseStateText(locale))}
      mode={mode}
      listHref={hoseHref}
    >
      <InspectionForm
        text={inspectionText(locale)}
        userId={ctx.user.id}
        org={org}
        hoseId={hose.id}
        hoseTitle={hoseTitle(hose)}
        today={formatDate(toIsoDate(today()))}
        note={formNote(inspectionFormNoteKind(hose, today()))}
        checklists={await checklistChoiceFor(ctx, hose.customerOrganisationId)}
        rules={await inspectionRulesFor(ctx, hose.customerOrganisationId)}
      />
    </RouteDialog>
  );
}
