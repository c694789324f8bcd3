-- AlterTable
ALTER TABLE "Hose" ADD COLUMN     "predecessorId" UUID,
ADD COLUMN     "retirementReason" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Hose_predecessorId_key" ON "Hose"("predecessorId");

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_predecessorId_fkey" FOREIGN KEY ("predecessorId") REFERENCES "Hose"("id") ON DELETE SET NULL ON UPDATE CASCADE;
