import "server-only";
import { CSV_MESSAGES } from "@/lib/csv/read-csv";
import { UNIT_NOTES } from "@/lib/csv/units";
import { NUMBER_MESSAGES } from "@/lib/hose-configurations/number-fields";
import { MESSAGES, notInCatalogue, WARNINGS } from "@/lib/hose-configurations/import/rules";
import { HOSE_MESSAGES, HOSE_WARNINGS } from "@/lib/hoses/import/rules";
import { fieldNameTexts, sentenceTemplates } from "@/lib/i18n/catalogue";
import { type Locale, SOURCE_LOCALE } from "@/lib/i18n/locales";
import type { RuleMessages } from "./rule-messages";

/**
 * The messages an Import screen says in the browser (the file's header and parser, the rules'
 * errors and warnings), as English templates: each is the code's own message with the
 * catalogue's placeholders put in, so the two cannot drift apart (tests/unit/import-rule-messages
 * checks that the `sentences` namespace knows every one). A number the code types as one is a
 * placeholder here too.
 */
const placeholder = (name: string) => `{${name}}` as unknown as number;
const FIELD = "{field}";

const FILE_TEMPLATES = [
  CSV_MESSAGES.mismatch,
  CSV_MESSAGES.expected("{expected}", "{actual}"),
  CSV_MESSAGES.parse("{row}", "MissingQuotes", ""),
  CSV_MESSAGES.parse("{row}", "InvalidQuotes", ""),
];

export const HOSE_IMPORT_TEMPLATES: readonly string[] = [
  ...FILE_TEMPLATES,
  HOSE_MESSAGES.duplicateLine,
  HOSE_MESSAGES.inspectionKept,
  HOSE_MESSAGES.blocks,
  HOSE_MESSAGES.tagOrName,
  HOSE_MESSAGES.tagFormat,
  HOSE_MESSAGES.tagUnavailable,
  HOSE_MESSAGES.ambiguousName("{name}"),
  HOSE_MESSAGES.configuration("{name}"),
  HOSE_MESSAGES.emptyZone,
  HOSE_MESSAGES.date(FIELD),
  HOSE_MESSAGES.future(FIELD),
  HOSE_MESSAGES.buildBeforeManufacture,
  HOSE_MESSAGES.installBeforeBuild,
  HOSE_MESSAGES.result,
  HOSE_MESSAGES.resultWithoutDate,
  HOSE_MESSAGES.dateWithoutResult,
  HOSE_MESSAGES.months(FIELD),
  HOSE_MESSAGES.flag(FIELD),
  // The form's own sentences for these (the server says them so too), then any other field.
  HOSE_MESSAGES.tooLong("Name", 100),
  HOSE_MESSAGES.tooLong("Manufacturer", 100),
  HOSE_MESSAGES.tooLong("Notes", 2000),
  HOSE_MESSAGES.tooLong(FIELD, placeholder("max")),
  HOSE_WARNINGS.newZone("{trail}"),
];

export const CONFIGURATION_IMPORT_TEMPLATES: readonly string[] = [
  ...FILE_TEMPLATES,
  MESSAGES.duplicateLine,
  MESSAGES.nameExists,
  MESSAGES.sleeving,
  MESSAGES.testCertificate,
  MESSAGES.conformityCertificate,
  MESSAGES.unknownId,
  MESSAGES.blocks,
  MESSAGES.nameRequired,
  MESSAGES.tooLong("Name", 100),
  MESSAGES.tooLong("Manufacturer", 100),
  MESSAGES.tooLong("Notes", 2000),
  MESSAGES.tooLong(FIELD, placeholder("max")),
  NUMBER_MESSAGES.notANumber(FIELD),
  NUMBER_MESSAGES.notWhole(FIELD),
  NUMBER_MESSAGES.negative(FIELD),
  NUMBER_MESSAGES.tooLarge(FIELD, placeholder("max"), " degrees"),
  NUMBER_MESSAGES.tooLarge(FIELD, placeholder("max"), " {unit}"),
  notInCatalogue(FIELD, "{value}"),
  ...Object.values(WARNINGS),
  UNIT_NOTES.length("{written}", "{mm}"),
  UNIT_NOTES.pressure("{written}", "{bar}"),
  UNIT_NOTES.bore("{written}", "{name}"),
];

/**
 * The templates' translations in `locale` and the field names their `{field}` takes, for the
 * screen's ruleTranslator (rule-messages.ts). Null in British English: the rules' own words.
 */
export function importRuleMessages(locale: Locale, templates: readonly string[]): RuleMessages | null {
  if (locale === SOURCE_LOCALE) return null;
  return { messages: sentenceTemplates(locale, templates), fields: fieldNameTexts(locale) };
}
