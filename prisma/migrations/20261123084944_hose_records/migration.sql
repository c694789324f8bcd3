-- CreateEnum
CREATE TYPE "HoseMetaKind" AS ENUM ('INSPECTION', 'NOTE', 'ARCHIVE');

-- DropForeignKey
ALTER TABLE "Hose" DROP CONSTRAINT "Hose_tagId_fkey";

-- DropIndex
DROP INDEX "HoseConfiguration_clientId_organisationId_name_idx";

-- DropIndex
DROP INDEX "HoseConfiguration_organisationId_name_key";

-- DropIndex
DROP INDEX "HoseMeta_clientId_inspectionDate_idx";

-- DropIndex
DROP INDEX "Tag_clientId_code_key";

-- AlterTable
ALTER TABLE "Hose" ADD COLUMN     "lastInspectionName" TEXT,
ADD COLUMN     "lastInspectionResult" INTEGER,
ADD COLUMN     "replacementWarningDate" DATE,
ALTER COLUMN "tagId" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "HoseMeta" ADD COLUMN     "kind" "HoseMetaKind" NOT NULL DEFAULT 'NOTE';

-- AlterTable
ALTER TABLE "OrganisationZone" ADD COLUMN     "path" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "trailName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Hose_clientId_customerOrganisationId_deletedAt_nextInspecti_idx" ON "Hose"("clientId", "customerOrganisationId", "deletedAt", "nextInspectionDate");

-- CreateIndex
CREATE INDEX "Hose_clientId_distributorOrganisationId_deletedAt_nextInspe_idx" ON "Hose"("clientId", "distributorOrganisationId", "deletedAt", "nextInspectionDate");

-- CreateIndex
CREATE INDEX "Hose_clientId_deletedAt_replacementWarningDate_idx" ON "Hose"("clientId", "deletedAt", "replacementWarningDate");

-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_organisationId_hidden_name_idx" ON "HoseConfiguration"("clientId", "organisationId", "hidden", "name");

-- CreateIndex
CREATE INDEX "HoseMeta_clientId_kind_inspectionDate_idx" ON "HoseMeta"("clientId", "kind", "inspectionDate");

-- CreateIndex
CREATE INDEX "OrganisationZone_clientId_organisationId_path_idx" ON "OrganisationZone"("clientId", "organisationId", "path");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_code_key" ON "Tag"("code");

-- CreateIndex
CREATE INDEX "Tag_clientId_idx" ON "Tag"("clientId");

-- Data: existing rows take the new shape (written by hand; the statements above are generated).

-- A hose's tag is now the tag's printed id, not the Tag row's uuid.
UPDATE "Hose" h SET "tagId" = t."code" FROM "Tag" t WHERE h."tagId" = t."id"::text;

-- Timeline kinds: rows with a result are inspections.
UPDATE "HoseMeta" SET "kind" = 'INSPECTION' WHERE "inspectionResult" IS NOT NULL;

-- Zone paths and trails, from the sites down.
WITH RECURSIVE tree AS (
  SELECT "id", "id"::text AS path, "name" AS trail FROM "OrganisationZone" WHERE "parentId" IS NULL
  UNION ALL
  SELECT z."id", tree.path || '/' || z."id"::text, tree.trail || ' > ' || z."name"
  FROM "OrganisationZone" z JOIN tree ON z."parentId" = tree."id"
)
UPDATE "OrganisationZone" z SET "path" = tree.path, "trailName" = tree.trail FROM tree WHERE z."id" = tree."id";

-- Last inspection of each hose.
UPDATE "Hose" h SET "lastInspectionResult" = m."inspectionResult", "lastInspectionName" = m."inspectionName"
FROM (
  SELECT DISTINCT ON ("hoseId") "hoseId", "inspectionResult", "inspectionName"
  FROM "HoseMeta" WHERE "kind" = 'INSPECTION'
  ORDER BY "hoseId", "inspectionDate" DESC NULLS LAST, "createdAt" DESC
) m WHERE m."hoseId" = h."id";

-- Status and dates by the rules of lib/hoses/schedule.ts.
UPDATE "Hose" h SET
  "status" = CASE WHEN h."organisationZoneId" IS NULL THEN 3 ELSE COALESCE(h."lastInspectionResult", 0) END,
  "nextInspectionDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
    (COALESCE(h."lastInspectionDate", h."installationDate") + make_interval(months => COALESCE(h."hoseInspectionMonths", o."hoseInspectionMonths")))::date END,
  "replacementDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
    (h."installationDate" + make_interval(months => COALESCE(h."hoseReplacementMonths", o."hoseReplacementMonths")))::date END,
  "replacementWarningDate" = CASE WHEN h."organisationZoneId" IS NULL THEN NULL ELSE
    (h."installationDate" + make_interval(months => COALESCE(h."hoseReplacementMonths", o."hoseReplacementMonths") - o."hoseReplacementWarningMonths"))::date END
FROM "Organisation" o WHERE o."id" = h."customerOrganisationId";
