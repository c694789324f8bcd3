-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN     "requireInspectorCompetence" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requireSignedInspections" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Competence" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "qualification" TEXT NOT NULL,
    "issuedBy" TEXT NOT NULL,
    "validUntil" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Competence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InspectionAttestation" (
    "hoseMetaId" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "competence" TEXT,
    "competenceId" UUID,
    "signatureMethod" TEXT,
    "signatureImage" BYTEA,
    "signedAt" TIMESTAMPTZ(3),
    "signerName" TEXT,

    CONSTRAINT "InspectionAttestation_pkey" PRIMARY KEY ("hoseMetaId")
);

-- CreateIndex
CREATE INDEX "Competence_clientId_userId_validUntil_idx" ON "Competence"("clientId", "userId", "validUntil");

-- CreateIndex
CREATE INDEX "InspectionAttestation_clientId_idx" ON "InspectionAttestation"("clientId");

-- AddForeignKey
ALTER TABLE "Competence" ADD CONSTRAINT "Competence_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competence" ADD CONSTRAINT "Competence_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InspectionAttestation" ADD CONSTRAINT "InspectionAttestation_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InspectionAttestation" ADD CONSTRAINT "InspectionAttestation_hoseMetaId_fkey" FOREIGN KEY ("hoseMetaId") REFERENCES "HoseMeta"("id") ON DELETE CASCADE ON UPDATE CASCADE;
