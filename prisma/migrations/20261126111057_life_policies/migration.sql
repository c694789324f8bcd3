-- AlterTable
ALTER TABLE "Hose" ADD COLUMN     "storageExceeded" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "LifePolicy" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "level" TEXT NOT NULL,
    "targetId" UUID NOT NULL,
    "inspectionMonths" INTEGER,
    "replacementMonths" INTEGER,
    "maxAgeMonths" INTEGER,
    "maxStorageMonths" INTEGER,
    "warningMonths" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LifePolicy_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LifePolicy_clientId_level_targetId_key" ON "LifePolicy"("clientId", "level", "targetId");

-- AddForeignKey
ALTER TABLE "LifePolicy" ADD CONSTRAINT "LifePolicy_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;
