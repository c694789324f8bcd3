"use client";
import { createContext, useContext } from "react";
import type { HoseStateText } from "@/components/hoses/hose-text";
import type { InspectionText } from "@/components/hoses/inspection-text";
import type { ScanText } from "@/components/scan/scan-text";
import { formatText } from "@/lib/i18n/format-text";
import { OFFLINE_TEXT } from "@/lib/offline/messages";
import type enGB from "@/messages/en-GB.json";

/** The offline copy's and offline app's words in the page's language (the `offline` namespace). */
export type OfflineText = Record<keyof typeof enGB.offline, string> & { locale: string };

/**
 * Everything the offline app shell says, in the language of the page the service worker kept
 * (the shell is fetched again at every sync, so it follows the user's language): its own words,
 * the hose's state, the inspection form's and the scanner's. British English without.
 */
export type OfflineLanguage = {
  text?: OfflineText;
  state?: HoseStateText;
  inspection?: InspectionText;
  scan?: ScanText;
};

/** The words with their templates filled in, in the shape of OFFLINE_TEXT (lib/offline/messages.ts). */
export function offlineWords(text: OfflineText | undefined): typeof OFFLINE_TEXT {
  if (!text) return OFFLINE_TEXT;
  const f = (template: string, values: Record<string, string | number>) => formatText(template, values, text.locale);
  const number = (n: number) => n.toLocaleString(text.locale);
  return {
    available: text.available,
    lastSynced: (when: string) => f(text.lastSynced, { when }),
    saving: (n: number) => f(text.saving, { count: n }),
    notYet: text.notYet,
    chooseSitesIntro: (n: number) => f(text.chooseSitesIntro, { count: number(n) }),
    tooMany: text.tooMany,
    chooseSites: text.chooseSites,
    chooseSitesTitle: text.chooseSitesTitle,
    keepSites: text.keepSites,
    sitesHelp: text.sitesHelp,
    siteLabel: (name: string, customer: string, hoses: number) => f(text.siteLabel, { name, customer, hoses }),
    pickOne: text.pickOne,
    pickAtMost: text.pickAtMost,
    offlineBanner: text.offlineBanner,
    hoses: text.hoses,
    search: text.search,
    searchHint: text.searchHint,
    noResults: text.noResults,
    shown: (n: number, total: number) => (n === total ? f(text.shownAll, { total }) : f(text.shownSome, { n, total })),
    moreHidden: (n: number) => f(text.moreHidden, { count: n }),
    notKept: text.notKept,
    notKeptHelp: text.notKeptHelp,
    noCopy: text.noCopy,
    noCopyHelp: text.noCopyHelp,
    hoseNotKept: text.hoseNotKept,
    tagNotKept: (tagId: string) => f(text.tagNotKept, { tagId }),
    unknownTagsTitle: text.unknownTagsTitle,
    unknownTagsHelp: text.unknownTagsHelp,
    open: (tagId: string) => f(text.open, { tagId }),
    dismiss: text.dismiss,
    toList: text.toList,
    recordInspection: text.recordInspection,
    recordInspectionTitle: text.recordInspection,
    location: text.location,
    configuration: text.configuration,
    customer: text.customer,
    nextInspection: text.nextInspection,
    replacement: text.replacement,
    lastInspections: text.lastInspections,
    noInspections: text.noInspections,
    notSet: text.notSet,
    tag: text.tag,
    keptAsOf: (when: string) => f(text.keptAsOf, { when }),
  };
}

const Language = createContext<OfflineLanguage>({});

/** Hands the page's language to the offline components below. */
export function OfflineLanguageProvider({ value, children }: { value: OfflineLanguage; children: React.ReactNode }) {
  return <Language.Provider value={value}>{children}</Language.Provider>;
}

/** The offline words (T), the language's code and the rest of the language the page gave. */
export function useOfflineLanguage() {
  const language = useContext(Language);
  return {
    ...language,
    T: offlineWords(language.text),
    locale: language.text?.locale ?? "en-GB",
    uninstalled: language.text?.uninstalled ?? "Uninstalled",
  };
}
