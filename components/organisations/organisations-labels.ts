import { type Messages, translateEnglish } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { OrganisationLabels } from "@/lib/organisations/screen";

/** The screen's title (lib/organisations/screen.ts says it in English, as the menu does) in a language. */
export function organisationsTitleIn(title: string, locale: Locale): string {
  return translateEnglish(title, locale, "menu");
}

/** The add/edit/save labels lib/organisations/screen.ts chose (organisation or customer), translated. */
export function organisationLabelsIn(
  labels: OrganisationLabels,
  text: Record<keyof Messages["organisations"], string>,
): OrganisationLabels {
  const customer = labels.add === "Add customer";
  return customer
    ? { add: text.addCustomer, edit: text.editCustomer, save: text.saveCustomer }
    : { add: text.addOrganisation, edit: text.editOrganisation, save: text.saveOrganisation };
}
