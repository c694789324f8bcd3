"use client";
import { actionsColumn, DataTable, type DataColumn } from "@/components/lists/data-table";
import { RowActions } from "@/components/lists/row-actions";
import type { LifePolicyListRow } from "@/lib/hoses/life-policy-screen";
import type { PolicyRule } from "@/lib/hoses/life-policy";
import { lifePolicyText, type LifePoliciesCatalogue } from "./life-policy-text";

const RULES: PolicyRule[] = [
  "inspectionMonths",
  "replacementMonths",
  "maxAgeMonths",
  "maxStorageMonths",
  "warningMonths",
];

/** The policies in force: what each is set on, its rules, and Edit (the form below, filled in) where the caller may. */
export type LifePolicyTableRow = LifePolicyListRow & { href: string | null };

export function LifePoliciesTable({ rows, text }: { rows: LifePolicyTableRow[]; text: LifePoliciesCatalogue }) {
  const TEXT = lifePolicyText(text);
  const value = (v: number | null) => (v === null ? <span className="text-muted">{TEXT.notSet}</span> : TEXT.months(v));
  const columns: DataColumn<LifePolicyTableRow>[] = [
    { id: "name", header: TEXT.appliesTo, rowHeader: true, cell: (r) => r.name },
    { id: "level", header: TEXT.levelColumn, cell: (r) => TEXT.levels[r.level] },
    ...RULES.map((rule) => ({
      id: rule,
      header: TEXT.rules[rule],
      cell: (r: LifePolicyTableRow) => value(r.values[rule]),
    })),
    actionsColumn((r) =>
      r.href ? (
        <RowActions label={TEXT.editFor(r.name)} actions={[{ label: TEXT.edit, href: r.href }]} />
      ) : (
        <span className="text-sm text-muted">{TEXT.aboveYou}</span>
      ),
    ),
  ];
  return (
    <DataTable
      caption={TEXT.policiesTitle}
      columns={columns}
      rows={rows}
      getRowId={(r) => `${r.level}:${r.targetId}`}
      card={{
        title: (r) => `${r.name} (${TEXT.levels[r.level]})`,
        href: (r) => r.href,
        details: (r) => (
          <ul>
            {RULES.filter((rule) => r.values[rule] !== null).map((rule) => (
              <li key={rule}>
                {TEXT.rules[rule]}: {r.values[rule]}
              </li>
            ))}
          </ul>
        ),
      }}
    />
  );
}
