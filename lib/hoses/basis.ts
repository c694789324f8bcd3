import { db } from "@/lib/db/client";
import { basisSentences, type PolicyLayer } from "./life-policy";
import { policyLayersFor } from "./policy-layers";
import { scheduleWithRules, type Intervals } from "./schedule";

export type BasisHose = {
  hoseConfigurationId: string | null;
  organisationZoneId: string | null;
  customerOrganisationId: string;
  installationDate: Date | null;
  buildDate: Date | null;
  lastInspectionDate: Date | null;
  lastInspectionResult: number | null;
  hoseInspectionMonths: number | null;
  hoseReplacementMonths: number | null;
  deletedAt: Date | null;
};

/**
 * Why a hose's due dates fall where they do (GET /hoses/{id} nextInspectionBasis and
 * replacementBasis, the hose page, the public card): its rules resolved as the schedule
 * resolves them, in plain sentences. An archived hose is due for nothing.
 */
export async function hoseBasis(
  clientId: string,
  hose: BasisHose,
  customer: Intervals & { name: string },
  anonymous = false,
  locale = "en-GB",
) {
  if (hose.deletedAt) return { nextInspectionBasis: "", replacementBasis: "", storageBasis: "" };
  return hoseBasisWith(await policyLayersFor(db(), clientId, hose), hose, customer, anonymous, locale);
}

/**
 * The same sentences from policy layers already read (policyLayersFor): a caller explaining many
 * hoses reads the layers once per configuration and zone instead of once per hose.
 */
export function hoseBasisWith(
  layers: PolicyLayer[],
  hose: BasisHose,
  customer: Intervals & { name: string },
  anonymous = false,
  locale = "en-GB",
) {
  if (hose.deletedAt) return { nextInspectionBasis: "", replacementBasis: "", storageBasis: "" };
  const { schedule, policy, replacementBy } = scheduleWithRules(customer, hose, layers);
  return basisSentences(
    policy,
    {
      installed: hose.organisationZoneId !== null,
      installationDate: hose.installationDate,
      buildDate: hose.buildDate,
      lastInspectionDate: hose.lastInspectionDate,
      replacementBy,
      storageExceeded: schedule.storageExceeded,
    },
    anonymous,
    locale,
  );
}
