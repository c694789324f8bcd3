-- Tags belong to a client, and a tag batch may be allocated to one of the client's distributors.
-- Existing data moves without loss: tag ids were unique across the system, so they are unique
-- per client too; existing batches get no distributor ("not allocated yet"), which keeps them
-- usable for any customer that has a distributor until a system admin allocates them.

-- DropIndex
DROP INDEX "Hose_tagId_key";

-- DropIndex
DROP INDEX "Tag_clientId_idx";

-- DropIndex
DROP INDEX "Tag_code_key";

-- AlterTable
ALTER TABLE "TagBatch" ADD COLUMN     "distributorId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "Hose_clientId_tagId_key" ON "Hose"("clientId", "tagId");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_clientId_code_key" ON "Tag"("clientId", "code");

-- CreateIndex
CREATE INDEX "TagBatch_distributorId_idx" ON "TagBatch"("distributorId");

-- AddForeignKey
ALTER TABLE "TagBatch" ADD CONSTRAINT "TagBatch_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;
