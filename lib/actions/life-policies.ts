"use server";
import { POLICY_RULES } from "@/lib/hoses/life-policy";
import { LifePolicySaveSchema } from "@/lib/hoses/schemas";
import { setLifePolicy } from "@/lib/hoses/set-life-policy";
import { lifePolicySavedMessage } from "@/lib/hoses/messages";
import { portalAction } from "./action";

/** A month field of the form: empty means the rule is not set at this level. */
const monthsOf = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : null);

/** The life-policy screen's save: the same payload and service as PUT /life-policies. */
export const saveLifePolicyAction = portalAction(
  {
    schema: LifePolicySaveSchema,
    input: ({ form }) => ({
      level: form.level,
      targetId: form.targetId,
      ...Object.fromEntries(POLICY_RULES.map((r) => [r, monthsOf(form[r])])),
    }),
  },
  async ({ ctx, input }) => ({ message: lifePolicySavedMessage((await setLifePolicy(ctx, input)).hosesRescheduled) }),
);
