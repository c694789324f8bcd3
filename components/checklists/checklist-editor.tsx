"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/lib/browser/api";
import type { Checklist } from "@/lib/checklists/schemas";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/** The editor's texts in the reader's language (the `checklists` catalogue namespace); templates for those with placeholders. */
export type ChecklistsText = Record<keyof typeof enGB.checklists, string>;

type Row = { id?: string; text: string; critical: boolean };

/**
 * One template: its name and criteria (text and critical flag), saved as its next version
 * (PUT /checklists/{id}); with `checklist` null, a new template (POST /checklists).
 */
export function ChecklistEditor({
  org,
  checklist,
  text,
}: {
  org: string;
  checklist: Checklist | null;
  text: ChecklistsText;
}) {
  const router = useRouter();
  const headingId = useId();
  const [name, setName] = useState(checklist?.name ?? "");
  const [rows, setRows] = useState<Row[]>(checklist?.criteria ?? [{ text: "", critical: false }]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const update = (i: number, patch: Partial<Row>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    const result = await apiRequest<Checklist>(checklist ? `/checklists/${checklist.id}` : "/checklists", {
      org,
      method: checklist ? "PUT" : "POST",
      body: { name, criteria: rows },
    });
    setPending(false);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    showNotice(result.message);
    if (!checklist) {
      setName("");
      setRows([{ text: "", critical: false }]);
    }
    router.refresh();
  };
  const fieldError = (i: number) => errors[`criteria.${i}.text`];
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {checklist ? formatText(text.nameVersion, { name: checklist.name, version: checklist.version }) : text.newTitle}
      </h2>
      <form onSubmit={(e) => void save(e)} noValidate className="mt-4 space-y-4">
        <TextField
          name="name"
          label={text.name}
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          errors={errors.name}
        />
        <ol className="space-y-3">
          {rows.map((r, i) => (
            <li key={r.id ?? `new-${i}`} className="rounded-md border border-line p-3">
              <TextField
                name={`criterion-${i}`}
                label={formatText(text.criterion, { n: i + 1 })}
                maxLength={200}
                value={r.text}
                onChange={(e) => update(i, { text: e.target.value })}
                errors={fieldError(i)}
              />
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <CheckboxField
                  name={`critical-${i}`}
                  label={text.critical}
                  checked={r.critical}
                  onChange={(e) => update(i, { critical: e.target.checked })}
                />
                {rows.length > 1 ? (
                  <Button type="button" variant="secondary" onClick={() => setRows(rows.filter((_, j) => j !== i))}>
                    {formatText(text.remove, { n: i + 1 })}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <ErrorList
          messages={Object.entries(errors)
            .filter(([k]) => k !== "name" && !/^criteria\.\d+\.text$/.test(k))
            .flatMap(([, m]) => m)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => setRows([...rows, { text: "", critical: false }])}>
            {text.add}
          </Button>
          <Button type="submit" pending={pending} pendingLabel={text.saving}>
            {checklist ? text.save : text.create}
          </Button>
        </div>
      </form>
    </section>
  );
}
