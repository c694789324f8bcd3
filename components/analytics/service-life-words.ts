import type { ServiceLife } from "@/lib/analytics/schemas";

/**
 * The service-life answer in the reader's words: the service names a cohort whose configuration,
 * hose type, manufacturer or site was not recorded "Not recorded" (key ''), and a failure mode by
 * its reason's English label, as the API says them; the screen, its chart's legend included,
 * says them in the page's language. `reason` words a stored retirement reason.
 */
export function inReadersWords(
  data: ServiceLife,
  text: { notRecorded: string },
  reason: (value: string) => string,
): ServiceLife {
  return {
    ...data,
    cohorts: data.cohorts.map((c) => (c.key === "" ? { ...c, label: text.notRecorded } : c)),
    failureModes: data.failureModes.map((m) => ({ ...m, label: reason(m.reason) || m.label })),
  };
}
