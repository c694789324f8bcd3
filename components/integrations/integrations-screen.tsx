import { PageHeader } from "@/components/ui/page-header";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import {
  canManageIntegrations,
  integrationOrganisations,
  listApiKeys,
  listWebhookDeliveries,
  listWebhooks,
} from "@/lib/integrations";
import { WEBHOOK_EVENTS } from "@/lib/integrations/schemas";
import { listQueryFromSearchParams } from "@/lib/lists/route-query";
import { ApiKeysPanel } from "./api-keys-panel";
import { WebhooksPanel } from "./webhooks-panel";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";

/** How many keys, webhooks and recent deliveries per webhook the screen shows. */
const SHOWN = 100;
const RECENT_DELIVERIES = 10;

/**
 * The Integrations screen (organisation settings): API keys and webhooks, for the organisation's
 * Admins and the client's admins (who manage every organisation's).
 */
export async function IntegrationsScreen({ org }: { org: string }) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canManageIntegrations(ctx));
  const query = { ...listQueryFromSearchParams({}), limit: SHOWN };
  const [keys, webhooks, organisations] = await Promise.all([
    listApiKeys(ctx, query),
    listWebhooks(ctx, query),
    integrationOrganisations(ctx),
  ]);
  const deliveries = await Promise.all(
    webhooks.items.map(
      async (hook) =>
        [hook.id, (await listWebhookDeliveries(ctx, hook.id, { ...query, limit: RECENT_DELIVERIES })).items] as const,
    ),
  );
  // The organisation picker only where there is a choice (client admins acting for none).
  const choices = organisations.length > 1 || org === "admin" ? organisations : null;
  const locale = await pageLocale();
  const text = { ...clientTexts(locale, "integrations"), locale };
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader title={text.title} description={text.description} />
      <ApiKeysPanel org={org} keys={keys.items} organisations={choices} text={text} />
      <WebhooksPanel
        org={org}
        webhooks={webhooks.items}
        deliveries={Object.fromEntries(deliveries)}
        events={[...WEBHOOK_EVENTS]}
        organisations={choices}
        text={text}
      />
    </div>
  );
}
