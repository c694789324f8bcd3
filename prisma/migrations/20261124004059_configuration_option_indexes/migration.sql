-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_hidden_type_idx" ON "HoseConfiguration"("clientId", "hidden", "type");

-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_hidden_boreSize_idx" ON "HoseConfiguration"("clientId", "hidden", "boreSize");
