import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is "whsec_" + base64
 * of random bytes; the signature is `v1,` + base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" with
 * the decoded secret, computed by the specification's own library.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function webhookHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  };
}
