import "server-only";
import { createElement } from "react";
import {
  QuoteRequestEmail,
  quoteRequestSubject,
  quoteRequestText,
  type QuoteRequestEmailProps,
} from "@/emails/quote-request";
import {
  QuoteUpdateEmail,
  quoteUpdateSubject,
  quoteUpdateText,
  type QuoteUpdateEmailProps,
} from "@/emails/quote-update";
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

/** A quote priced, accepted or declined, to one person on the other side. */
export async function sendQuoteUpdateEmail(to: string, props: QuoteUpdateEmailProps): Promise<void> {
  await sendEmail({
    to,
    subject: quoteUpdateSubject(props),
    html: await renderEmailHtml(createElement(QuoteUpdateEmail, props)),
    text: quoteUpdateText(props),
    clientHost: normaliseHostname(props.client.primaryUrl) ?? props.client.primaryUrl,
  });
}
