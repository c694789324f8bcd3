-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_updatedAt_idx" ON "HoseConfiguration"("clientId", "updatedAt");

-- CreateIndex
CREATE INDEX "OrganisationZone_clientId_updatedAt_idx" ON "OrganisationZone"("clientId", "updatedAt");
