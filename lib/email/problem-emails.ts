import "server-only";
import { createElement } from "react";
import {
  ProblemReportEmail,
  problemReportSubject,
  problemReportText,
  type ProblemReportEmailProps,
} from "@/emails/problem-report";
import { normaliseHostname } from "@/lib/core/hostname";
import { renderEmailHtml } from "./render";
import { sendEmail } from "./transport";

/** A problem reported from a tag's public page, to one Admin of the hose's organisation. */
export async function sendProblemReportEmail(to: string, props: ProblemReportEmailProps): Promise<void> {
  await sendEmail({
    to,
    subject: problemReportSubject(props),
    html: await renderEmailHtml(createElement(ProblemReportEmail, props)),
    text: problemReportText(props),
    clientHost: normaliseHostname(props.client.primaryUrl) ?? props.client.primaryUrl,
  });
}
