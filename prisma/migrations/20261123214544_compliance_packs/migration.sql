-- CreateEnum
CREATE TYPE "CompliancePackStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "CompliancePack" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "siteId" UUID,
    "siteName" TEXT,
    "requestedById" UUID,
    "requestedByName" TEXT NOT NULL,
    "status" "CompliancePackStatus" NOT NULL DEFAULT 'QUEUED',
    "hosesDone" INTEGER NOT NULL DEFAULT 0,
    "hosesTotal" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "size" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "CompliancePack_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CompliancePack_clientId_organisationId_createdAt_idx" ON "CompliancePack"("clientId", "organisationId", "createdAt");

-- AddForeignKey
ALTER TABLE "CompliancePack" ADD CONSTRAINT "CompliancePack_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompliancePack" ADD CONSTRAINT "CompliancePack_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompliancePack" ADD CONSTRAINT "CompliancePack_siteId_fkey" FOREIGN KEY ("siteId") REFERENCES "OrganisationZone"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompliancePack" ADD CONSTRAINT "CompliancePack_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
