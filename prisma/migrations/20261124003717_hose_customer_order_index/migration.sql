-- CreateIndex
CREATE INDEX "Hose_clientId_customerOrganisationId_nextInspectionDate_nam_idx" ON "Hose"("clientId", "customerOrganisationId", "nextInspectionDate", "name", "id", "deletedAt");
