-- The list search (ILIKE %...%) uses trigram indexes: pg_trgm ships with Postgres
-- (contrib) and with PGlite, which loads it for the embedded database.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Hose_tagId_trgm_idx" ON "Hose" USING GIN ("tagId" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Hose_name_trgm_idx" ON "Hose" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "HoseConfiguration_name_trgm_idx" ON "HoseConfiguration" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "OrganisationZone_trailName_trgm_idx" ON "OrganisationZone" USING GIN ("trailName" gin_trgm_ops);
