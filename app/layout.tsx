import type { Metadata, Viewport } from "next";
import { unstable_rethrow } from "next/navigation";
import { ClientProvider } from "@/components/providers/client-provider";
import { ServiceWorker } from "@/components/pwa/service-worker";
import { ErrorList } from "@/components/ui/error-list";
import { errorTexts } from "@/components/ui/ui-text";
import { toPublicClient } from "@/lib/clients/get-public-client";
import { themeOf } from "@/lib/clients/schemas";
import { themeColour } from "@/lib/pwa/web-app";
import type { Client } from "@/lib/generated/prisma/client";
import { browserErrorTrackingDsn } from "@/lib/observability/server";
import { currentClient } from "@/lib/web/current-client";
import { pageLocale } from "@/lib/web/locale";
import "./globals.css";

/** The phone's browser bar takes the client's colour (and so does the installed web app). */
export async function generateViewport(): Promise<Viewport> {
  const loaded = await loadClient();
  const theme = "client" in loaded ? themeOf(loaded.client.theme) : 0;
  return { width: "device-width", initialScale: 1, themeColor: themeColour(theme) };
}

/** Loads the client, turning a failure into the messages the error screen lists. */
async function loadClient(): Promise<{ client: Client } | { errors: string[] }> {
  try {
    const client = await currentClient();
    return client ? { client } : { errors: ["Unknown client"] };
  } catch (error) {
    unstable_rethrow(error); // Next's own control-flow errors (dynamic rendering, redirects)
    console.error("[layout] client load failed", error);
    return { errors: ["The portal could not be loaded. Please try again shortly."] };
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const loaded = await loadClient();
  if (!("client" in loaded)) return { title: "Hose portal" };
  const { client } = loaded;
  const title = client.metaTitle || client.name;
  // The client supplies the meta title, and it is in every page's title. Portal pages put their
  // own name in front ("Your profile | <meta title>"): the specification names page titles too
  // (a hose page reads 'Loading', then 'Unable to load'), and a title that tells pages apart is
  // what browser tabs, history and screen readers need. Entry screens carry the meta title alone.
  return {
    title: { default: title, template: `%s | ${title}` },
    description: client.metaDescription ?? undefined,
    manifest: "/manifest.webmanifest",
    appleWebApp: { capable: true, title: client.name },
    icons: { icon: "/icons/192", apple: "/icons/192" },
  };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const loaded = await loadClient();
  if (!("client" in loaded)) {
    // SPEC §1: when the client cannot be loaded, the error list is shown and the app does not start.
    return (
      <html lang="en-GB" data-theme="0">
        <body className="min-h-screen bg-canvas">
          <main className="mx-auto max-w-lg p-8">
            <ErrorList title="This portal is not available" messages={loaded.errors} />
          </main>
        </body>
      </html>
    );
  }
  const client = toPublicClient(loaded.client);
  // The language of the page (lib/web/locale.ts), for screen readers, hyphenation and spelling.
  const locale = await pageLocale();
  // What the portal's error boundary (app/portal/[org]/error.tsx) says: two texts, not a
  // catalogue, so the first-load JavaScript of every page stays as it was.
  const errorText = errorTexts(locale);
  // Error tracking (SPEC §9): instrumentation-client.ts starts the browser SDK from these, only
  // when SENTRY_DSN is set. The DSN is public by design; the client id is not personal data.
  const dsn = browserErrorTrackingDsn();
  const tracking = dsn ? { "data-error-tracking": dsn, "data-client-id": client.id } : {};
  return (
    <html lang={locale} data-theme={themeOf(client.theme)} {...tracking}>
      <body className="min-h-screen bg-canvas text-ink antialiased">
        <ClientProvider client={client} errorText={errorText}>
          {children}
        </ClientProvider>
        <ServiceWorker />
      </body>
    </html>
  );
}
