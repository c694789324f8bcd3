"use client";
import { useState } from "react";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField, type SelectOption } from "@/components/ui/select-field";
import { formatText } from "@/lib/i18n/format-text";
import type { UsersText } from "./users-text";

export type MembershipValue = { organisationId: string; role: number; receiveQuotes: boolean };

/**
 * A client admin's list of a user's organisations, each with its role and the quote contact
 * flag (SPEC §6). Sent as one JSON field, `organisations`.
 */
export function OrganisationRolesEditor({
  initial,
  organisations,
  roles,
  errors,
  text,
}: {
  text: UsersText;
  initial: MembershipValue[];
  organisations: SelectOption[];
  roles: SelectOption[];
  errors?: string[];
}) {
  const [rows, setRows] = useState<Array<MembershipValue & { key: number }>>(() =>
    initial.map((m, key) => ({ ...m, key })),
  );
  const [nextKey, setNextKey] = useState(initial.length);
  const update = (key: number, change: Partial<MembershipValue>) =>
    setRows((r) => r.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const chosen = rows.filter((r) => r.organisationId !== "");
  const value = JSON.stringify(
    chosen.map(({ organisationId, role, receiveQuotes }) => ({ organisationId, role, receiveQuotes })),
  );
  const nameOf = (id: string) => organisations.find((o) => o.value === id)?.label ?? "organisation";

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium">{text.organisations}</legend>
      <input type="hidden" name="organisations" value={value} />
      {rows.length === 0 ? <p className="text-sm text-muted">{text.notInAny}</p> : null}
      <ul className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-[1fr_10rem]">
            <SelectField
              label={formatText(text.organisationN, { n: i + 1 })}
              placeholder={text.chooseOrganisation}
              options={organisations.filter(
                (o) => o.value === row.organisationId || !rows.some((r) => r.organisationId === o.value),
              )}
              value={row.organisationId}
              onChange={(e) => update(row.key, { organisationId: e.target.value })}
            />
            <SelectField
              label={formatText(text.roleInN, { n: i + 1 })}
              options={roles}
              value={String(row.role)}
              onChange={(e) => update(row.key, { role: Number(e.target.value) })}
            />
            <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2">
              <CheckboxField
                label={text.quoteContactLong}
                checked={row.receiveQuotes}
                onChange={(e) => update(row.key, { receiveQuotes: e.target.checked })}
              />
              <button
                type="button"
                onClick={() => setRows((r) => r.filter((x) => x.key !== row.key))}
                aria-label={
                  row.organisationId
                    ? formatText(text.removeNamed, { name: nameOf(row.organisationId) })
                    : formatText(text.removeN, { n: i + 1 })
                }
                className="min-h-10 rounded-md px-3 text-sm font-semibold text-error hover:bg-error/10"
              >
                {text.remove}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          setRows((r) => [...r, { key: nextKey, organisationId: "", role: 0, receiveQuotes: false }]);
          setNextKey((k) => k + 1);
        }}
        className="min-h-10 rounded-md border border-dashed border-line px-3 text-sm font-semibold text-primary hover:bg-canvas"
      >
        {text.addOrganisation}
      </button>
      {errors?.length ? (
        <p role="alert" className="text-sm text-error">
          {errors.join(". ")}
        </p>
      ) : null}
    </fieldset>
  );
}
