import "server-only";
import { createElement } from "react";
import {
  QuoteRequestEmail,
  quoteRequestSubject,
  quoteRequestText,
  type QuoteRequestEmailProps,
} from "@/emails/quote-request";
import { normaliseHostname } from "@/lib/core/hostname";
import { renderEmailHtml } from "./render";
import { sendEmail } from "./transport";

/** A new quote, to one quote contact of the receiving organisation. */
export async function sendQuoteRequestEmail(to: string, props: QuoteRequestEmailProps): Promise<void> {
  await sendEmail({
    to,
    subject: quoteRequestSubject(props),
    html: await renderEmailHtml(createElement(QuoteRequestEmail, props)),
    text: quoteRequestText(props),
    clientHost: normaliseHostname(props.client.primaryUrl) ?? props.client.primaryUrl,
  });
}
