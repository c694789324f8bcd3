/** The integrations area's public verbs: an organisation's API keys and webhooks. */
export { createApiKey } from "./create-api-key";
export { listApiKeys } from "./list-api-keys";
export { revokeApiKey } from "./revoke-api-key";
export { createWebhook } from "./create-webhook";
export { deleteWebhook } from "./delete-webhook";
export { getWebhook, listWebhookDeliveries, listWebhooks } from "./list-webhooks";
export { resendWebhookDelivery, sendTestWebhook } from "./resend-webhook";
export { canManageIntegrations } from "./access";
export { integrationOrganisations } from "./organisation-choices";
