import { DetailList } from "@/components/ui/detail-list";
import type { HoseConfigurationRow } from "@/lib/hose-configurations/schemas";
import { showsOrientation } from "@/lib/hose-configurations/form-rules";
import type { Units } from "@/lib/units/convert";
import { formatBore, formatLength, formatPressure } from "@/lib/units/format";
import { formatText } from "@/lib/i18n/format-text";
import type { HoseConfigurationsText } from "./hose-configurations-text";

/** The read-only view of a configuration (View full details). */
export function HoseConfigurationDetails({
  row,
  showOrganisation,
  units,
  text,
}: {
  text: HoseConfigurationsText;
  row: HoseConfigurationRow;
  showOrganisation: boolean;
  units: Units;
}) {
  /** The API's 1/0 flags (1 means yes) in words. */
  const yesNo = (v: 0 | 1) => (v === 1 ? text.yes : text.no);
  const end = (n: 1 | 2) => {
    const parts = [row[`connection${n}`], row[`connection${n}JumpSize`], row[`connection${n}Type`]].filter(Boolean);
    return parts.length ? parts.join(", ") : null;
  };
  return (
    <div className="space-y-4">
      {row.hidden ? (
        <p className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">{text.deletedNotice}</p>
      ) : null}
      <DetailList
        items={[
          { label: text.name, value: row.name },
          ...(showOrganisation ? [{ label: text.organisation, value: row.organisationName }] : []),
          { label: text.hoseType, value: row.type },
          { label: text.boreSize, value: row.boreSize ? formatBore(row.boreSize, units) : null },
          { label: text.displayPressure, value: formatPressure(row.displayPressure, units) },
          { label: text.length, value: formatLength(row.length, units) },
          { label: formatText(text.connectionN, { n: 1 }), value: end(1) },
          { label: formatText(text.connectionN, { n: 2 }), value: end(2) },
          ...(showsOrientation(row.connection1Type, row.connection2Type)
            ? [{ label: text.orientation, value: `${row.orientation}°` }]
            : []),
          { label: text.manufacturer, value: row.manufacturer },
          { label: text.sleeving, value: yesNo(row.sleeving) },
          { label: text.testCertificate, value: yesNo(row.testCertificate) },
          { label: text.conformityCertificate, value: yesNo(row.conformityCertificate) },
          { label: text.notes, value: row.notes ? <span className="whitespace-pre-wrap">{row.notes}</span> : null },
          { label: text.taggedHoses, value: String(row.hoseCount) },
        ]}
      />
    </div>
  );
}
