"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { PolicyLevel, PolicyRule } from "@/lib/hoses/life-policy";
import { lifePolicyText, type LifePoliciesCatalogue } from "./life-policy-text";

type Option = { value: string; label: string };
type Values = Record<PolicyRule, number | null>;
export type PolicyKey = `${PolicyLevel}:${string}`;

const RULES: PolicyRule[] = [
  "inspectionMonths",
  "replacementMonths",
  "maxAgeMonths",
  "maxStorageMonths",
  "warningMonths",
];
const LEVELS: PolicyLevel[] = ["client", "distributor", "customer", "zone", "configuration"];

const asFields = (v: Values | undefined) =>
  Object.fromEntries(RULES.map((r) => [r, v?.[r] == null ? "" : String(v[r])])) as Record<PolicyRule, string>;

/**
 * Sets one level's life policy: the level, what it is set on, and each rule in months (an
 * empty rule is not set here and comes from a level above). Choosing a target fills in the
 * policy it has; saving reschedules the hoses under it (the service's notice says how many).
 */
export function LifePolicyForm({
  action,
  targets,
  current,
  initial,
  text,
}: {
  text: LifePoliciesCatalogue;
  action: (prev: ActionState, formData: FormData) => Promise<ActionState>;
  targets: Record<PolicyLevel, Option[]>;
  current: Record<PolicyKey, Values>;
  initial: { level: PolicyLevel; targetId: string } | null;
}) {
  const router = useRouter();
  const TEXT = lifePolicyText(text);
  const levels = LEVELS.filter((l) => targets[l].length > 0);
  const [level, setLevel] = useState<PolicyLevel>(initial?.level ?? levels[0] ?? "customer");
  const [targetId, setTargetId] = useState(initial?.targetId ?? targets[level][0]?.value ?? "");
  const [fields, setFields] = useState(asFields(current[`${level}:${targetId}`]));
  const [state, formAction, pending] = useActionForm<unknown>(async (prev, formData) => {
    const result = await action(prev, formData);
    if (result.ok) {
      showNotice(result.message);
      router.refresh();
    }
    return result;
  });
  const choose = (nextLevel: PolicyLevel, nextTarget: string) => {
    setLevel(nextLevel);
    setTargetId(nextTarget);
    setFields(asFields(current[`${nextLevel}:${nextTarget}`]));
  };

  return (
    <section aria-labelledby="set-policy" className="rounded-lg border border-line bg-surface p-4 sm:p-6">
      <h2 id="set-policy" className="text-lg font-semibold">
        {TEXT.formTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{TEXT.formHint}</p>
      <form action={formAction} className="mt-4 space-y-4" noValidate>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            name="level"
            label={TEXT.level}
            options={levels.map((l) => ({ value: l, label: TEXT.levels[l] }))}
            value={level}
            onChange={(e) => {
              const l = e.target.value as PolicyLevel;
              choose(l, targets[l][0]?.value ?? "");
            }}
            errors={state.errors.level}
          />
          <SelectField
            name="targetId"
            label={TEXT.target}
            options={targets[level]}
            value={targetId}
            onChange={(e) => choose(level, e.target.value)}
            errors={state.errors.targetId}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {RULES.map((r) => (
            <TextField
              key={r}
              name={r}
              label={TEXT.rules[r]}
              hint={TEXT.ruleHints[r]}
              optional
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={fields[r]}
              onChange={(e) => setFields((f) => ({ ...f, [r]: e.target.value }))}
              errors={state.errors[r]}
            />
          ))}
        </div>
        <ErrorList messages={otherErrors(state.errors, ["level", "targetId", ...RULES])} />
        <SubmitButton pending={pending} pendingLabel={TEXT.saving} className="w-full sm:w-auto" disabled={!targetId}>
          {TEXT.save}
        </SubmitButton>
      </form>
    </section>
  );
}
