-- CreateEnum
CREATE TYPE "DigestFrequency" AS ENUM ('OFF', 'DAILY', 'WEEKLY');

-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN     "timeZone" TEXT NOT NULL DEFAULT 'Europe/London';

-- AlterTable
ALTER TABLE "OrganisationUser" ADD COLUMN     "digestFrequency" "DigestFrequency",
ADD COLUMN     "digestWeekday" INTEGER;

-- CreateTable
CREATE TABLE "DigestDelivery" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "periodKey" TEXT NOT NULL,
    "hoseCount" INTEGER NOT NULL,
    "emailJobId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DigestDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DigestDelivery_organisationId_idx" ON "DigestDelivery"("organisationId");

-- CreateIndex
CREATE INDEX "DigestDelivery_clientId_createdAt_idx" ON "DigestDelivery"("clientId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DigestDelivery_userId_organisationId_periodKey_key" ON "DigestDelivery"("userId", "organisationId", "periodKey");

-- AddForeignKey
ALTER TABLE "DigestDelivery" ADD CONSTRAINT "DigestDelivery_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DigestDelivery" ADD CONSTRAINT "DigestDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DigestDelivery" ADD CONSTRAINT "DigestDelivery_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
