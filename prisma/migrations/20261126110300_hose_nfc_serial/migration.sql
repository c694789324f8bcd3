-- AlterTable
ALTER TABLE "Hose" ADD COLUMN     "nfcSerial" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Hose_clientId_nfcSerial_key" ON "Hose"("clientId", "nfcSerial");
