import { hoseStateText, inspectionText } from "@/components/hoses/hose-state-text";
import { OfflineApp } from "@/components/offline/offline-app";
import { scanText } from "@/components/scan/scan-words";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { titled } from "@/lib/web/page-title";

export const generateMetadata = titled("Offline", { robots: { index: false } });

/**
 * The offline app shell: the service worker keeps this page and serves it, without a network,
 * for the URLs it renders from the hoses kept on the device (components/offline/offline-app.tsx).
 * It holds no data of its own; its words are in the language of the user the worker fetched it
 * for (it fetches it again at every sync of the device's hoses, so it follows a change of user or
 * of language).
 */
export default async function OfflineAppPage() {
  const locale = await pageLocale();
  return (
    <OfflineApp
      language={{
        text: { ...clientTexts(locale, "offline"), locale },
        state: hoseStateText(locale),
        inspection: inspectionText(locale),
        scan: scanText(locale),
      }}
    />
  );
}
