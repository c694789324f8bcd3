import { LifePolicySaveSchema, LifePolicySchema } from "@/lib/hoses/schemas";
import { ServiceLifeQuerySchema, ServiceLifeSchema } from "@/lib/analytics/schemas";
import type { Operation } from "../registry";

const tag = "Service life";

/** Life policies and service-life analytics (lib/hoses/life-policy.ts, lib/analytics). */
export const serviceLifeOperations: Operation[] = [
  {
    method: "put",
    path: "/life-policies",
    tag,
    summary: "Set the service-life rules of one level; the hoses under it are rescheduled at once",
    description:
      "Levels, most specific first: configuration, zone (or site: the nearest zone up the path), customer, " +
      "distributor, client; then the customer organisation's settings and the DGUV guide values (72 months " +
      "from assembly, at most 24 of them in storage). A rule left out or null is not set at this level.",
    auth: "user",
    organisation: "optional",
    body: LifePolicySaveSchema,
    response: LifePolicySchema,
    userMessage: "Life policy saved; N hoses rescheduled",
    errors: {
      403: "Not a client admin, nor an Admin of an organisation",
      404: "The target is not in the caller's reach",
    },
  },
  {
    method: "get",
    path: "/analytics/service-life",
    tag,
    summary: "How long hoses really last: Kaplan-Meier survival by cohort, failures by mode",
    description:
      "A hose's life runs from installation to retirement, or to today while in service (censored). Retired for an " +
      "in-service failure or a failed inspection counts as a failure; any other retirement is censored. Scoped like " +
      "the hose list. suggestedMonths: where a cohort has at least 5 failures and its 10th-percentile life is " +
      "shorter than the replacement interval its hoses are given, that life.",
    auth: "user",
    organisation: "optional",
    query: ServiceLifeQuerySchema,
    response: ServiceLifeSchema,
    errors: { 403: "Neither a client admin nor acting for an organisation" },
  },
];
