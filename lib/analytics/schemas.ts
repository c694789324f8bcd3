import { z } from "zod";

export const GROUP_BY = ["configuration", "hoseType", "manufacturer", "site"] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export const ServiceLifeQuerySchema = z.object({
  groupBy: z
    .enum(GROUP_BY, { error: "groupBy must be configuration, hoseType, manufacturer or site" })
    .optional()
    .transform((v) => v ?? "configuration"),
});
export type ServiceLifeQuery = z.infer<typeof ServiceLifeQuerySchema>;

const CurvePointSchema = z.object({ months: z.number().int(), survival: z.number() });

export const CohortSchema = z.object({
  key: z
    .string()
    .meta({ description: "The configuration's or site's id, the hose type or manufacturer; '' when not recorded" }),
  label: z.string(),
  hoses: z.number().int().meta({ description: "Installed hoses of the cohort, in service and retired" }),
  failures: z.number().int().meta({ description: "Hoses retired for an in-service failure or a failed inspection" }),
  medianMonths: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Median life (Kaplan-Meier); null until half have failed" }),
  p10Months: z.number().int().nullable().meta({ description: "Age by which 10% have failed; null until then" }),
  curve: z.array(CurvePointSchema).meta({ description: "Survival after each age with a failure, from (0, 1)" }),
  plannedMonths: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The median replacement interval its hoses in service are given today" }),
  suggestedMonths: z.number().int().nullable().meta({
    description: "A shorter replacement interval the evidence suggests (see suggestInterval); null when none",
  }),
});
export type Cohort = z.infer<typeof CohortSchema>;

export const ServiceLifeSchema = z.object({
  groupBy: z.enum(GROUP_BY),
  cohorts: z.array(CohortSchema),
  failureModes: z.array(z.object({ reason: z.string(), label: z.string(), count: z.number().int() })),
});
export type ServiceLife = z.infer<typeof ServiceLifeSchema>;
