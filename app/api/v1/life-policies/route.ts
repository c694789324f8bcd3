import { lifePolicySavedMessage } from "@/lib/hoses/messages";
import { setLifePolicy } from "@/lib/hoses/set-life-policy";
import { LifePolicySaveSchema } from "@/lib/hoses/schemas";
import { route } from "@/lib/http/route";

/**
 * PUT /api/v1/life-policies: set the service-life rules of one level; the hoses under it are
 * rescheduled at once and the change is audited.
 */
export const PUT = route({ body: LifePolicySaveSchema }, async ({ ctx, body }) => {
  const policy = await setLifePolicy(ctx, body);
  return {
    data: policy,
    userMessage: lifePolicySavedMessage(policy.hosesRescheduled),
  };
});
