import { DetailList } from "@/components/ui/detail-list";
import type { HoseConfigurationRow } from "@/lib/hose-configurations/schemas";
import { showsOrientation } from "@/lib/hose-configurations/form-rules";
import type { Units } from "@/lib/units/convert";
import { formatBore, formatLength, formatPressure } from "@/lib/units/format";

/** The API's 1/0 flags (1 means yes) in words. */
const yesNo = (v: 0 | 1) => (v === 1 ? "Yes" : "No");

/** The read-only view of a configuration (View full details). */
export function HoseConfigurationDetails({
  row,
  showOrganisation,
  units,
}: {
  row: HoseConfigurationRow;
  showOrganisation: boolean;
  units: Units;
}) {
  const end = (n: 1 | 2) => {
    const parts = [row[`connection${n}`], row[`connection${n}JumpSize`], row[`connection${n}Type`]].filter(Boolean);
    return parts.length ? parts.join(", ") : null;
  };
  return (
    <div className="space-y-4">
      {row.hidden ? (
        <p className="rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm">
          This configuration was deleted from the library; the tagged hoses built to it keep it.
        </p>
      ) : null}
      <DetailList
        items={[
          { label: "Name", value: row.name },
          ...(showOrganisation ? [{ label: "Organisation", value: row.organisationName }] : []),
          { label: "Hose type", value: row.type },
          { label: "Bore size", value: row.boreSize ? formatBore(row.boreSize, units) : null },
          { label: "Display pressure", value: formatPressure(row.displayPressure, units) },
          { label: "Length", value: formatLength(row.length, units) },
          { label: "Connection 1", value: end(1) },
          { label: "Connection 2", value: end(2) },
          ...(showsOrientation(row.connection1Type, row.connection2Type)
            ? [{ label: "Orientation", value: `${row.orientation}°` }]
            : []),
          { label: "Manufacturer", value: row.manufacturer },
          { label: "Sleeving", value: yesNo(row.sleeving) },
          { label: "Test certificate", value: yesNo(row.testCertificate) },
          { label: "Conformity certificate", value: yesNo(row.conformityCertificate) },
          { label: "Notes", value: row.notes ? <span className="whitespace-pre-wrap">{row.notes}</span> : null },
          { label: "Tagged hoses", value: String(row.hoseCount) },
        ]}
      />
    </div>
  );
}
