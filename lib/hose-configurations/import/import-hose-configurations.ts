import { recordAudit } from "@/lib/audit/record-audit";
import type { AuthedCtx } from "@/lib/core/ctx";
import { invalidateCatalogue } from "@/lib/catalogue/get-catalogue";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, type ErrorBody } from "@/lib/core/errors";
import { lockLibrary } from "../name-lock";
import { importOptions, importTarget, loadImportContext } from "./import-context";
import { ERRORS_BANNER, validateImport, type ImportConfiguration, type KnownValues } from "./rules";
import type { HoseConfigurationImportInput, HoseConfigurationImportResult } from "./schemas";
import type { RawConfiguration } from "./template";

/**
 * POST /hose-configurations/import/{id}. Every row is validated again with the preview's rules,
 * under the library's lock and against the library as it is now. Any error refuses the whole
 * file (422: `configurations.{index}` -> that row's messages). A value new to the client's
 * catalogue is such an error for anyone but a client admin (importOptions). Otherwise, in one
 * transaction: the new catalogue values the warnings named are created, existing configurations updated
 * where a value changed, new ones inserted - each a single set-based statement over arrays
 * (INSERT/UPDATE ... FROM unnest), so 5,000 rows are three round trips, not 5,000, and a
 * process that dies mid-way leaves nothing half-imported.
 */
export async function importHoseConfigurations(
  ctx: AuthedCtx,
  organisationId: string,
  input: HoseConfigurationImportInput,
): Promise<HoseConfigurationImportResult> {
  const org = await importTarget(ctx, organisationId);
  const clientId = ctx.client.id;
  const result = await db().$transaction(
    async (tx) => {
      await lockLibrary(tx, org.id);
      const { existing, known } = await loadImportContext(tx, clientId, org.id);
      const summary = validateImport(input.configurations as RawConfiguration[], existing, known, {
        ...importOptions(ctx),
        units: { pressureUnit: input.pressureUnit ?? "bar", lengthUnit: input.lengthUnit ?? "mm" },
      });
      if (summary.hasErrors) throw new AppError("INVALID", rowErrors(summary.rows));
      const values = summary.rows.map((r) => r.value!);
      const newCatalogueValues = await createCatalogueValues(tx, clientId, summary.newValues);
      const updated = await updateConfigurations(
        tx,
        clientId,
        org.id,
        values.filter((v) => v.id !== null),
      );
      const created = await insertConfigurations(
        tx,
        clientId,
        org.id,
        values.filter((v) => v.id === null),
      );
      const counts = { created, updated, unchanged: values.length - created - updated, newCatalogueValues };
      // One entry for the import as a whole: the counts, not 5,000 rows of field changes.
      await recordAudit(tx, ctx, {
        action: "configuration.import",
        entity: "Import",
        entityId: null,
        label: `Configuration import: ${values.length} rows`,
        organisationId: org.id,
        data: counts,
      });
      return counts;
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  if (result.newCatalogueValues) await invalidateCatalogue(clientId);
  return result;
}

function rowErrors(rows: ReturnType<typeof validateImport>["rows"]): ErrorBody {
  const body: ErrorBody = { global: [ERRORS_BANNER] };
  rows.forEach((r, i) => {
    if (r.errors.length) body[`configurations.${i}`] = r.errors;
  });
  return body;
}

const column = <K extends keyof ImportConfiguration>(rows: ImportConfiguration[], key: K) => rows.map((r) => r[key]);

async function updateConfigurations(
  tx: Prisma.TransactionClient,
  clientId: string,
  organisationId: string,
  rows: ImportConfiguration[],
) {
  if (!rows.length) return 0;
  const c = <K extends keyof ImportConfiguration>(key: K) => column(rows, key);
  // Only rows whose values differ are written (a round trip of 'Download existing' writes none).
  return tx.$executeRaw`
    UPDATE "HoseConfiguration" h SET
      name = u.name, type = u.type, "boreSize" = u."boreSize", "displayPressure" = u."displayPressure", length = u.length,
      connection1 = u.connection1, "connection1JumpSize" = u."connection1JumpSize", "connection1Type" = u."connection1Type",
      connection2 = u.connection2, "connection2JumpSize" = u."connection2JumpSize", "connection2Type" = u."connection2Type",
      orientation = u.orientation, manufacturer = u.manufacturer, sleeving = u.sleeving, "testCertificate" = u."testCertificate",
      "conformityCertificate" = u."conformityCertificate", notes = u.notes, "updatedAt" = now()
    FROM unnest(
      ${c("id")}::uuid[], ${c("name")}::text[], ${c("type")}::text[], ${c("boreSize")}::text[], ${c("displayPressure")}::int[], ${c("length")}::int[],
      ${c("connection1")}::text[], ${c("connection1JumpSize")}::text[], ${c("connection1Type")}::text[],
      ${c("connection2")}::text[], ${c("connection2JumpSize")}::text[], ${c("connection2Type")}::text[],
      ${c("orientation")}::int[], ${c("manufacturer")}::text[], ${c("sleeving")}::boolean[], ${c("testCertificate")}::boolean[],
      ${c("conformityCertificate")}::boolean[], ${c("notes")}::text[]
    ) AS u(id, name, type, "boreSize", "displayPressure", length, connection1, "connection1JumpSize", "connection1Type",
           connection2, "connection2JumpSize", "connection2Type", orientation, manufacturer, sleeving, "testCertificate",
           "conformityCertificate", notes)
    WHERE h.id = u.id AND h."clientId" = ${clientId}::uuid AND h."organisationId" = ${organisationId}::uuid AND NOT h.hidden
      AND (h.name, h.type, h."boreSize", h."displayPressure", h.length, h.connection1, h."connection1JumpSize", h."connection1Type",
           h.connection2, h."connection2JumpSize", h."connection2Type", h.orientation, h.manufacturer, h.sleeving, h."testCertificate",
           h."conformityCertificate", h.notes)
      IS DISTINCT FROM
          (u.name, u.type, u."boreSize", u."displayPressure", u.length, u.connection1, u."connection1JumpSize", u."connection1Type",
           u.connection2, u."connection2JumpSize", u."connection2Type", u.orientation, u.manufacturer, u.sleeving, u."testCertificate",
           u."conformityCertificate", u.notes)`;
}

async function insertConfigurations(
  tx: Prisma.TransactionClient,
  clientId: string,
  organisationId: string,
  rows: ImportConfiguration[],
) {
  if (!rows.length) return 0;
  const c = <K extends keyof ImportConfiguration>(key: K) => column(rows, key);
  return tx.$executeRaw`
    INSERT INTO "HoseConfiguration" (id, "clientId", "organisationId", name, type, "boreSize", "displayPressure", length,
      connection1, "connection1JumpSize", "connection1Type", connection2, "connection2JumpSize", "connection2Type",
      orientation, manufacturer, sleeving, "testCertificate", "conformityCertificate", notes, "updatedAt")
    SELECT gen_random_uuid(), ${clientId}::uuid, ${organisationId}::uuid, u.*, now()
    FROM unnest(
      ${c("name")}::text[], ${c("type")}::text[], ${c("boreSize")}::text[], ${c("displayPressure")}::int[], ${c("length")}::int[],
      ${c("connection1")}::text[], ${c("connection1JumpSize")}::text[], ${c("connection1Type")}::text[],
      ${c("connection2")}::text[], ${c("connection2JumpSize")}::text[], ${c("connection2Type")}::text[],
      ${c("orientation")}::int[], ${c("manufacturer")}::text[], ${c("sleeving")}::boolean[], ${c("testCertificate")}::boolean[],
      ${c("conformityCertificate")}::boolean[], ${c("notes")}::text[]
    ) AS u`;
}

/** New catalogue values named by the warnings, one statement per list (case-insensitively new). */
async function createCatalogueValues(
  tx: Prisma.TransactionClient,
  clientId: string,
  values: KnownValues,
): Promise<number> {
  let created = 0;
  if (values.hoseTypes.length) {
    created += await tx.$executeRaw`INSERT INTO "HoseType" (id, "clientId", name)
      SELECT gen_random_uuid(), ${clientId}::uuid, v FROM unnest(${values.hoseTypes}::text[]) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "HoseType" x WHERE x."clientId" = ${clientId}::uuid AND lower(x.name) = lower(v))`;
  }
  if (values.boreSizes.length) {
    created += await tx.$executeRaw`INSERT INTO "BoreSize" (id, "clientId", name, "sortOrder")
      SELECT gen_random_uuid(), ${clientId}::uuid, v,
        (SELECT coalesce(max("sortOrder"), 0) FROM "BoreSize" WHERE "clientId" = ${clientId}::uuid) + row_number() OVER ()
      FROM unnest(${values.boreSizes}::text[]) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "BoreSize" x WHERE x."clientId" = ${clientId}::uuid AND lower(x.name) = lower(v))`;
  }
  if (values.connections.length) {
    created += await tx.$executeRaw`INSERT INTO "Connection" (id, "clientId", name)
      SELECT gen_random_uuid(), ${clientId}::uuid, v FROM unnest(${values.connections}::text[]) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "Connection" x WHERE x."clientId" = ${clientId}::uuid AND lower(x.name) = lower(v))`;
  }
  if (values.connectionTypes.length) {
    created += await tx.$executeRaw`INSERT INTO "ConnectionType" (id, "clientId", name)
      SELECT gen_random_uuid(), ${clientId}::uuid, v FROM unnest(${values.connectionTypes}::text[]) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "ConnectionType" x WHERE x."clientId" = ${clientId}::uuid AND lower(x.name) = lower(v))`;
  }
  if (values.manufacturers.length) {
    created += await tx.$executeRaw`INSERT INTO "Manufacturer" (id, "clientId", name, "updatedAt")
      SELECT gen_random_uuid(), ${clientId}::uuid, v, now() FROM unnest(${values.manufacturers}::text[]) AS v
      WHERE NOT EXISTS (SELECT 1 FROM "Manufacturer" x WHERE x."clientId" = ${clientId}::uuid AND lower(x.name) = lower(v))`;
  }
  return created;
}
