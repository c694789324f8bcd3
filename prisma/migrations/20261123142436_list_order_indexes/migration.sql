-- DropIndex
DROP INDEX "Hose_clientId_deletedAt_nextInspectionDate_idx";

-- DropIndex
DROP INDEX "HoseMeta_clientId_kind_inspectionDate_idx";

-- CreateIndex
CREATE INDEX "Hose_clientId_deletedAt_nextInspectionDate_name_id_idx" ON "Hose"("clientId", "deletedAt", "nextInspectionDate", "name", "id");

-- CreateIndex
CREATE INDEX "Hose_clientId_deletedAt_status_replacementDate_idx" ON "Hose"("clientId", "deletedAt", "status", "replacementDate");

-- CreateIndex
CREATE INDEX "Hose_clientId_updatedAt_idx" ON "Hose"("clientId", "updatedAt");

-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_hidden_name_id_idx" ON "HoseConfiguration"("clientId", "hidden", "name", "id");

-- CreateIndex
CREATE INDEX "HoseMeta_clientId_kind_inspectionDate_createdAt_id_idx" ON "HoseMeta"("clientId", "kind", "inspectionDate", "createdAt", "id");

-- CreateIndex
CREATE INDEX "HoseMeta_clientId_createdAt_idx" ON "HoseMeta"("clientId", "createdAt");

-- CreateIndex
CREATE INDEX "Organisation_clientId_deletedAt_name_id_idx" ON "Organisation"("clientId", "deletedAt", "name", "id");

-- CreateIndex
CREATE INDEX "Quote_clientId_createdAt_id_idx" ON "Quote"("clientId", "createdAt", "id");
