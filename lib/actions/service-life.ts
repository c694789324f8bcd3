"use server";
import { z } from "zod";
import { applySuggestedInterval } from "@/lib/analytics/apply-suggestion";
import { portalAction } from "./action";

const Id = z.uuid();
const Months = z.number().int().min(1).max(600);

/** The service-life screen's 'Apply': the suggested replacement interval becomes the configuration's policy. */
export const applySuggestionAction = portalAction({}, async ({ ctx }, configurationId: string, months: number) => {
  const m = Months.parse(months);
  const policy = await applySuggestedInterval(ctx, Id.parse(configurationId), m);
  return { message: `Replacement interval set to ${m} months; ${policy.hosesRescheduled} hoses rescheduled` };
});
