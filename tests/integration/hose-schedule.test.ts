import { describe, expect, it } from "vitest";
import { toIsoDate } from "@/lib/dates";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { hoseSchedule, recomputeSchedules } from "@/lib/hoses/schedule";
import { createClient, createOrganisation, createZone } from "../fixtures/factories";
import { SCHEDULE_CASES } from "../fixtures/schedule-cases";

/**
 * The SQL recompute (organisation settings applied to existing hoses) and the TS rules (every
 * single-hose write) agree on the whole rule table: Postgres month arithmetic included.
 */
describe("hose schedule in SQL", () => {
  it("gives the same status and dates as lib/hoses/schedule.ts for every case of the table", async () => {
    const client = await createClient();
    const rows: Array<{ id: string; expected: (typeof SCHEDULE_CASES)[number]["expected"] }> = [];
    for (const c of SCHEDULE_CASES) {
      const org = await createOrganisation(client.id, c.org);
      const zone = c.hose.organisationZoneId ? (await createZone(client.id, org.id)).id : null;
      const hose = await db().hose.create({
        data: { clientId: client.id, customerOrganisationId: org.id, ...c.hose, organisationZoneId: zone, status: 99 },
      });
      rows.push({ id: hose.id, expected: c.expected });
      // The TS rules give the table's answer too (the unit test checks them in detail).
      expect(hoseSchedule(c.org, { ...c.hose, organisationZoneId: zone }).status).toBe(c.expected.status);
    }
    const updated = await recomputeSchedules(db(), client.id, Prisma.sql`TRUE`);
    expect(updated).toBe(SCHEDULE_CASES.length);
    for (const r of rows) {
      const h = await db().hose.findUniqueOrThrow({ where: { id: r.id } });
      const iso = (d: Date | null) => (d ? toIsoDate(d) : null);
      expect({
        status: h.status,
        nextInspectionDate: iso(h.nextInspectionDate),
        replacementDate: iso(h.replacementDate),
        replacementWarningDate: iso(h.replacementWarningDate),
      }).toEqual(r.expected);
    }
  });
});
