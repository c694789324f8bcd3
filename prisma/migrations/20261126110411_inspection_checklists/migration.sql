-- CreateEnum
CREATE TYPE "InspectionType" AS ENUM ('initial', 'periodic', 'extraordinary');

-- CreateEnum
CREATE TYPE "ExtraordinaryReason" AS ENUM ('damage', 'relocation', 'idle', 'overpressure', 'other');

-- AlterEnum
ALTER TYPE "HoseMetaKind" ADD VALUE 'EVENT';

-- DropForeignKey
ALTER TABLE "Hose" DROP CONSTRAINT "Hose_hoseConfigurationId_fkey";

-- DropForeignKey
ALTER TABLE "OrganisationZone" DROP CONSTRAINT "OrganisationZone_parentId_fkey";

-- AlterTable
ALTER TABLE "HoseMeta" ADD COLUMN     "checklistId" UUID,
ADD COLUMN     "checklistResults" JSONB,
ADD COLUMN     "extraordinaryReason" "ExtraordinaryReason",
ADD COLUMN     "extraordinaryReasonText" TEXT,
ADD COLUMN     "inspectionType" "InspectionType";

-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN     "checklistFamilyId" UUID,
ADD COLUMN     "checklistRequired" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ChecklistTemplate" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "organisationId" UUID,
    "familyId" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "criteria" JSONB NOT NULL,
    "builtIn" TEXT,
    "supersededAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChecklistTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ChecklistTemplate_clientId_supersededAt_organisationId_idx" ON "ChecklistTemplate"("clientId", "supersededAt", "organisationId");

-- CreateIndex
CREATE UNIQUE INDEX "ChecklistTemplate_familyId_version_key" ON "ChecklistTemplate"("familyId", "version");

-- AddForeignKey
ALTER TABLE "OrganisationZone" ADD CONSTRAINT "OrganisationZone_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "OrganisationZone"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_hoseConfigurationId_fkey" FOREIGN KEY ("hoseConfigurationId") REFERENCES "HoseConfiguration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseMeta" ADD CONSTRAINT "HoseMeta_checklistId_fkey" FOREIGN KEY ("checklistId") REFERENCES "ChecklistTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChecklistTemplate" ADD CONSTRAINT "ChecklistTemplate_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChecklistTemplate" ADD CONSTRAINT "ChecklistTemplate_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Inspections recorded before types existed were periodic ones.
UPDATE "HoseMeta" SET "inspectionType" = 'periodic' WHERE "kind" = 'INSPECTION';

-- Every existing client starts with the two built-in templates (lib/checklists/built-in.ts).
WITH ids AS (SELECT c."id" AS "clientId", gen_random_uuid() AS "id" FROM "Client" c)
INSERT INTO "ChecklistTemplate" ("id", "clientId", "familyId", "version", "name", "criteria", "builtIn")
SELECT "id", "clientId", "id", 1, 'Visual inspection (SAE J1273)', '[{"id":"cover","text":"Cover intact: no cuts or damage, no reinforcement showing","critical":true},{"id":"leaks","text":"No leaks at the hose, its fittings or the ports","critical":true},{"id":"kinks","text":"No kinks, crushing or flattened sections","critical":true},{"id":"blisters","text":"No blisters, soft spots or bulges in the cover","critical":true},{"id":"hardened","text":"Cover not hardened, cracked or charred","critical":true},{"id":"fittings","text":"Fittings not corroded, damaged or slipped on the hose","critical":true},{"id":"abrasion","text":"No abrasion wearing through the cover","critical":false},{"id":"twisting","text":"Hose not twisted along its length","critical":false}]'::jsonb, 'sae-j1273' FROM ids;

WITH ids AS (SELECT c."id" AS "clientId", gen_random_uuid() AS "id" FROM "Client" c)
INSERT INTO "ChecklistTemplate" ("id", "clientId", "familyId", "version", "name", "criteria", "builtIn")
SELECT "id", "clientId", "id", 1, 'Inspection scope (DGUV Regel 113-020)', '[{"id":"documents","text":"Documents for the hose line are present","critical":false},{"id":"parts-list","text":"Hose line matches the parts list of the machine","critical":true},{"id":"marking","text":"Marking on hose and fitting is legible","critical":false},{"id":"torsion","text":"Installed without torsion","critical":false},{"id":"bend-radius","text":"Bend radius not below the minimum","critical":true},{"id":"abrasion","text":"Routed clear of edges and other parts, no chafing","critical":false},{"id":"guarding","text":"Guarded where a failure could reach people","critical":true}]'::jsonb, 'dguv-113-020' FROM ids;

