-- CreateIndex
CREATE INDEX "Hose_clientId_customerOrganisationId_updatedAt_id_idx" ON "Hose"("clientId", "customerOrganisationId", "updatedAt", "id");
