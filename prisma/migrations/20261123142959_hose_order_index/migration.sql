-- DropIndex
DROP INDEX "Hose_clientId_deletedAt_nextInspectionDate_name_id_idx";

-- CreateIndex
CREATE INDEX "Hose_clientId_nextInspectionDate_name_id_deletedAt_status_r_idx" ON "Hose"("clientId", "nextInspectionDate", "name", "id", "deletedAt", "status", "replacementDate");
