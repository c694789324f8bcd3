"use client";
import { TextAreaField } from "@/components/ui/text-area-field";
import { useEffect, useMemo, useRef, useState, useTransition } from "react";
import { DialogFooter, useDialogForm } from "@/components/ui/dialog-form";
import { ErrorList } from "@/components/ui/error-list";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { otherErrors } from "@/components/ui/use-action-form";
import type { ActionState } from "@/lib/actions/state";
import type { Catalogue } from "@/lib/catalogue/schemas";
import { jumpSizesFor, showsOrientation, suggestedName, suggestedPressure } from "@/lib/hose-configurations/form-rules";
import { HOSE_CONFIGURATION_FIELDS, NAME_MAX, type HoseConfigurationRow } from "@/lib/hose-configurations/schemas";
import { DECIMALS, storedMm, type Units } from "@/lib/units/convert";
import { formatBore, formatPressure, lengthInput, pressureInput, UNIT_SYMBOL } from "@/lib/units/format";
import { formatText } from "@/lib/i18n/format-text";
import { CatalogueField } from "./catalogue-field";
import type { HoseConfigurationsText } from "./hose-configurations-text";

type Action = (prev: ActionState, formData: FormData) => Promise<ActionState>;

type TextKey =
  | "name"
  | "type"
  | "boreSize"
  | "displayPressure"
  | "length"
  | "connection1"
  | "connection1JumpSize"
  | "connection1Type"
  | "connection2"
  | "connection2JumpSize"
  | "connection2Type"
  | "orientation"
  | "manufacturer"
  | "notes";
type Values = Record<TextKey, string>;

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

/** Stored bar and mm shown in the reader's units; what they type is posted with its units. */
function initialValues(row: HoseConfigurationRow | null, units: Units): Values {
  return {
    name: text(row?.name),
    type: text(row?.type),
    boreSize: text(row?.boreSize),
    displayPressure: row ? pressureInput(row.displayPressure, units) : "",
    // SPEC §5: length defaults to 0.
    length: row ? lengthInput(row.length, units) : "0",
    connection1: text(row?.connection1),
    connection1JumpSize: text(row?.connection1JumpSize),
    connection1Type: text(row?.connection1Type),
    connection2: text(row?.connection2),
    connection2JumpSize: text(row?.connection2JumpSize),
    connection2Type: text(row?.connection2Type),
    orientation: row ? text(row.orientation) : "0",
    manufacturer: text(row?.manufacturer),
    notes: text(row?.notes),
  };
}

const END = ["", "JumpSize", "Type"] as const;
const sameEnds = (v: Values) => v.connection1 !== "" && END.every((k) => v[`connection1${k}`] === v[`connection2${k}`]);

/**
 * HoseConfiguration add/edit (SPEC §5): catalogue selects that can switch to typed values (text
 * only with the client's manual entry), the display pressure suggested from the size mapping,
 * connection sizes from the jump sizes of the chosen bore and connection, 'Connection 1 and 2
 * are the same', and orientation only when neither end is Straight. The server validates again
 * and its messages show under each field.
 */
export function HoseConfigurationForm({
  action,
  row,
  catalogue,
  manualEntry,
  organisations,
  submitLabel,
  units,
  text: words,
}: {
  /** The form's texts in the reader's language; templates for those naming a unit or a value. */
  text: HoseConfigurationsText;
  action: Action;
  row: HoseConfigurationRow | null;
  catalogue: Catalogue;
  manualEntry: boolean;
  /** Client admins creating a configuration pick its organisation. */
  organisations: Array<{ id: string; name: string }> | null;
  submitLabel: string;
  /** The reader's units: labels, shown values and what the inputs are read in. */
  units: Units;
}) {
  const [state, formAction, pending] = useDialogForm(action);
  const [, startTransition] = useTransition();
  const [values, setValues] = useState<Values>(() => initialValues(row, units));
  const [same, setSame] = useState(() => sameEnds(initialValues(row, units)));
  const [checks, setChecks] = useState({
    sleeving: row?.sleeving === 1,
    testCertificate: row?.testCertificate === 1,
    conformityCertificate: row?.conformityCertificate === 1,
  });
  const form = useRef<HTMLFormElement>(null);
  const e = state.errors;

  // After a refused save, focus the first field the server marked.
  useEffect(() => {
    if (Object.keys(state.errors).length) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [state.errors]);

  const names = useMemo(
    () => ({
      hoseTypes: catalogue.hoseTypes.map((t) => t.name),
      boreSizes: catalogue.boreSizes.map((b) => b.name),
      manufacturers: catalogue.manufacturers.map((m) => m.name),
      connections: catalogue.connections.map((c) => c.name),
      connectionTypes: catalogue.connectionTypes.map((c) => c.name),
    }),
    [catalogue],
  );

  const set = (key: TextKey, value: string) =>
    setValues((prev) => {
      let next = { ...prev, [key]: value };
      // The size mapping suggests a pressure once type and bore are chosen; it stays editable.
      if (key === "type" || key === "boreSize") {
        const suggested = suggestedPressure(catalogue, next.type, next.boreSize);
        if (suggested !== null) next.displayPressure = pressureInput(suggested, units);
      }
      if (key.startsWith("connection1") && same) next = { ...next, [key.replace("connection1", "connection2")]: value };
      return next;
    });

  const setEnd2 = (key: TextKey, value: string) => {
    // Changing connection 2 by hand ends 'the same'.
    setSame(false);
    set(key, value);
  };

  const toggleSame = (checked: boolean) => {
    setSame(checked);
    if (checked)
      setValues((v) => ({
        ...v,
        connection2: v.connection1,
        connection2JumpSize: v.connection1JumpSize,
        connection2Type: v.connection1Type,
      }));
  };

  const suggestion = suggestedPressure(catalogue, values.type, values.boreSize);
  // The library's naming pattern, offered (never imposed) once the parts that make it are chosen.
  // Names keep the library's one pattern in millimetres, whoever types the length.
  const typedLength = Number(values.length.trim());
  const nameSuggestion = suggestedName({
    ...values,
    length: Number.isFinite(typedLength) ? String(storedMm(typedLength, units.length)) : values.length,
  });
  const boreShown = values.boreSize ? formatBore(values.boreSize, units) : "";
  const offerName = nameSuggestion !== null && nameSuggestion !== values.name.trim();
  const orientationShown = showsOrientation(values.connection1Type, values.connection2Type);

  const connectionEnd = (n: 1 | 2) => {
    const k = (suffix: "" | "JumpSize" | "Type") => `connection${n}${suffix}` as TextKey;
    const onChange = n === 1 ? set : setEnd2;
    return (
      <fieldset className="space-y-4 rounded-lg border border-line p-4">
        <legend className="px-1 text-sm font-semibold">{formatText(words.connectionN, { n })}</legend>
        <CatalogueField
          name={k("")}
          label={formatText(words.connectionN, { n })}
          value={values[k("")]}
          onChange={(v) => onChange(k(""), v)}
          options={names.connections}
          forcedManual={manualEntry}
          text={words}
          errors={e[k("")]}
        />
        <CatalogueField
          // Remounted when the sizes on offer change, so a value they lack starts as typed text.
          key={`${values.boreSize}|${values[k("")]}`}
          name={k("JumpSize")}
          label={formatText(words.connectionNSize, { n })}
          value={values[k("JumpSize")]}
          onChange={(v) => onChange(k("JumpSize"), v)}
          options={jumpSizesFor(catalogue, values.boreSize, values[k("")])}
          forcedManual={manualEntry}
          text={words}
          errors={e[k("JumpSize")]}
          emptyHint={words.sizeHint}
        />
        <CatalogueField
          name={k("Type")}
          label={formatText(words.connectionNType, { n })}
          value={values[k("Type")]}
          onChange={(v) => onChange(k("Type"), v)}
          options={names.connectionTypes}
          forcedManual={manualEntry}
          text={words}
          errors={e[k("Type")]}
        />
      </fieldset>
    );
  };

  return (
    <form
      ref={form}
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        // Submitted by hand: React's automatic form reset would fight the controlled fields.
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      {organisations ? (
        <SelectField
          name="organisationId"
          label={words.organisation}
          required
          placeholder={words.chooseOrganisation}
          options={organisations.map((o) => ({ value: o.id, label: o.name }))}
          defaultValue=""
          errors={e.organisationId}
        />
      ) : null}
      <TextField
        name="name"
        label={words.name}
        required
        maxLength={NAME_MAX}
        value={values.name}
        onChange={(ev) => set("name", ev.target.value)}
        errors={e.name}
      />
      {offerName ? (
        <p className="-mt-3 flex flex-wrap items-center gap-x-2 text-sm text-muted">
          <span>
            {words.suggestedName} <span className="font-medium text-ink">{nameSuggestion}</span>
          </span>
          <button
            type="button"
            className="min-h-11 rounded-md px-2 font-medium text-primary underline underline-offset-2 hover:no-underline focus:outline-none focus:ring-2 focus:ring-primary/30"
            onClick={() => set("name", nameSuggestion)}
          >
            {words.useSuggestedName}
          </button>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <CatalogueField
          name="type"
          label={words.hoseType}
          value={values.type}
          onChange={(v) => set("type", v)}
          options={names.hoseTypes}
          forcedManual={manualEntry}
          text={words}
          errors={e.type}
        />
        <CatalogueField
          name="boreSize"
          label={words.boreSize}
          value={values.boreSize}
          onChange={(v) => set("boreSize", v)}
          options={names.boreSizes}
          forcedManual={manualEntry}
          text={words}
          errors={e.boreSize}
          optionLabel={(o) => formatBore(o, units)}
          hint={
            boreShown && boreShown !== values.boreSize ? formatText(words.boreShown, { shown: boreShown }) : undefined
          }
        />
        <input type="hidden" name="pressureUnit" value={units.pressure} />
        <input type="hidden" name="lengthUnit" value={units.length} />
        <TextField
          name="displayPressure"
          label={formatText(words.pressureLabel, { unit: UNIT_SYMBOL[units.pressure] })}
          inputMode={DECIMALS[units.pressure] ? "decimal" : "numeric"}
          value={values.displayPressure}
          onChange={(ev) => set("displayPressure", ev.target.value)}
          hint={
            suggestion !== null ? formatText(words.suggested, { value: formatPressure(suggestion, units) }) : undefined
          }
          errors={e.displayPressure}
        />
        <TextField
          name="length"
          label={formatText(words.lengthLabel, { unit: UNIT_SYMBOL[units.length] })}
          inputMode={DECIMALS[units.length] ? "decimal" : "numeric"}
          value={values.length}
          onChange={(ev) => set("length", ev.target.value)}
          errors={e.length}
        />
      </div>

      {connectionEnd(1)}
      <CheckboxField label={words.same} checked={same} onChange={(ev) => toggleSame(ev.target.checked)} />
      {connectionEnd(2)}

      {orientationShown ? (
        <TextField
          name="orientation"
          label={words.orientationLabel}
          inputMode="numeric"
          value={values.orientation}
          onChange={(ev) => set("orientation", ev.target.value)}
          hint={words.orientationHint}
          errors={e.orientation}
        />
      ) : null}

      <CatalogueField
        name="manufacturer"
        label={words.manufacturer}
        value={values.manufacturer}
        onChange={(v) => set("manufacturer", v)}
        options={names.manufacturers}
        forcedManual={manualEntry}
        text={words}
        errors={e.manufacturer}
      />

      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-semibold">{words.options}</legend>
        <CheckboxField
          name="sleeving"
          label={words.sleeving}
          checked={checks.sleeving}
          onChange={(ev) => setChecks((c) => ({ ...c, sleeving: ev.target.checked }))}
          errors={e.sleeving}
        />
        <CheckboxField
          name="testCertificate"
          label={words.testCertificate}
          checked={checks.testCertificate}
          onChange={(ev) => setChecks((c) => ({ ...c, testCertificate: ev.target.checked }))}
          errors={e.testCertificate}
        />
        <CheckboxField
          name="conformityCertificate"
          label={words.conformityCertificate}
          checked={checks.conformityCertificate}
          onChange={(ev) => setChecks((c) => ({ ...c, conformityCertificate: ev.target.checked }))}
          errors={e.conformityCertificate}
        />
      </fieldset>

      <TextAreaField
        name="notes"
        label={words.notes}
        optional
        rows={3}
        maxLength={2000}
        value={values.notes}
        onChange={(ev) => set("notes", ev.target.value)}
        errors={e.notes}
      />

      <ErrorList messages={otherErrors(state.errors, HOSE_CONFIGURATION_FIELDS)} />
      <DialogFooter submitLabel={submitLabel} pending={pending} pendingLabel={words.saving} />
    </form>
  );
}
