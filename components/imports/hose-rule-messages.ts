import "server-only";
import { translator } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import { HOSE_MESSAGES, HOSE_WARNINGS } from "@/lib/hoses/import/rules";
import type { RuleMessages } from "./rule-messages";

/**
 * The hose import rules' messages and the field names they name, in `locale` (the
 * `hoseImportRules` namespace), for the preview (rule-messages.ts). Each English template is the
 * rules' own message with its placeholders put in, so the two cannot drift apart.
 */
export function hoseRuleMessages(locale: Locale): RuleMessages | null {
  if (locale === SOURCE_LOCALE) return null;
  const t = translator(locale, "hoseImportRules");
  const label = "{label}";
  // tooLong's maximum is a number in the rules; here it is the placeholder.
  const max = "{max}" as unknown as number;
  return {
    messages: [
      [HOSE_MESSAGES.duplicateLine, t("duplicateLine")],
      [HOSE_MESSAGES.inspectionKept, t("inspectionKept")],
      [HOSE_MESSAGES.blocks, t("blocks")],
      [HOSE_MESSAGES.tagOrName, t("tagOrName")],
      [HOSE_MESSAGES.tagFormat, t("tagFormat")],
      [HOSE_MESSAGES.ambiguousName("{name}"), t("ambiguousName", { name: "{name}" })],
      [HOSE_MESSAGES.configuration("{name}"), t("configuration", { name: "{name}" })],
      [HOSE_MESSAGES.emptyZone, t("emptyZone")],
      [HOSE_MESSAGES.date(label), t("date", { label })],
      [HOSE_MESSAGES.future(label), t("future", { label })],
      [HOSE_MESSAGES.buildBeforeManufacture, t("buildBeforeManufacture")],
      [HOSE_MESSAGES.installBeforeBuild, t("installBeforeBuild")],
      [HOSE_MESSAGES.result, t("result")],
      [HOSE_MESSAGES.resultWithoutDate, t("resultWithoutDate")],
      [HOSE_MESSAGES.dateWithoutResult, t("dateWithoutResult")],
      [HOSE_MESSAGES.months(label), t("months", { label })],
      [HOSE_MESSAGES.flag(label), t("flag", { label })],
      [HOSE_MESSAGES.tooLong(label, max), t("tooLong", { label, max: "{max}" })],
      [HOSE_WARNINGS.newZone("{trail}"), t("newZone", { trail: "{trail}" })],
    ],
    labels: {
      Name: t("labelName"),
      "Each part of the location": t("labelLocationPart"),
      "Manufacture date": t("labelManufactureDate"),
      "Build date": t("labelBuildDate"),
      "Installation date": t("labelInstallationDate"),
      "Last inspection date": t("labelLastInspectionDate"),
      Manufacturer: t("labelManufacturer"),
      "Inspected by": t("labelInspectedBy"),
      Notes: t("labelNotes"),
      "Inspection interval": t("labelInspectionInterval"),
      "Replacement interval": t("labelReplacementInterval"),
      Sleeving: t("labelSleeving"),
      "Test certificate": t("labelTestCertificate"),
      "Conformity certificate": t("labelConformityCertificate"),
    },
  };
}
