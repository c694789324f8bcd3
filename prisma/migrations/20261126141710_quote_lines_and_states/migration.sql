-- CreateEnum
CREATE TYPE "QuoteStatus" AS ENUM ('OPEN', 'OFFERED', 'ACCEPTED', 'DECLINED', 'COMPLETED');

-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'GBP';

-- AlterTable
ALTER TABLE "Quote" ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'GBP',
ADD COLUMN     "decidedAt" TIMESTAMPTZ(3),
ADD COLUMN     "declineReason" TEXT,
ADD COLUMN     "offerMessage" TEXT,
ADD COLUMN     "offerUploadId" UUID,
ADD COLUMN     "offeredAt" TIMESTAMPTZ(3),
ADD COLUMN     "status" "QuoteStatus" NOT NULL DEFAULT 'OPEN',
ADD COLUMN     "totalMinor" BIGINT,
ADD COLUMN     "validUntil" DATE;

-- CreateTable
CREATE TABLE "QuoteLine" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "quoteId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "hoseId" UUID,
    "tagId" TEXT,
    "hoseName" TEXT,
    "spec" JSONB NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "photoUploadId" UUID,
    "unitPriceMinor" BIGINT,
    "closedAt" TIMESTAMPTZ(3),
    "closedByHoseId" UUID,

    CONSTRAINT "QuoteLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuoteEvent" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "quoteId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "actorName" TEXT,
    "organisationId" UUID,
    "note" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuoteEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HoseDueSoonEvent" (
    "hoseId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "dueDate" DATE NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HoseDueSoonEvent_pkey" PRIMARY KEY ("hoseId","kind","dueDate")
);

-- CreateIndex
CREATE INDEX "QuoteLine_hoseId_closedAt_idx" ON "QuoteLine"("hoseId", "closedAt");

-- CreateIndex
CREATE UNIQUE INDEX "QuoteLine_quoteId_position_key" ON "QuoteLine"("quoteId", "position");

-- CreateIndex
CREATE INDEX "QuoteEvent_quoteId_createdAt_idx" ON "QuoteEvent"("quoteId", "createdAt");

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_offerUploadId_fkey" FOREIGN KEY ("offerUploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_photoUploadId_fkey" FOREIGN KEY ("photoUploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteEvent" ADD CONSTRAINT "QuoteEvent_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuoteEvent" ADD CONSTRAINT "QuoteEvent_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseDueSoonEvent" ADD CONSTRAINT "HoseDueSoonEvent_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Quotes made before lines existed: completed ones read completed, and each gets its hose as
-- line 1 (the specification from the hose's configuration, lib/quotes/line-spec.ts) and a
-- 'requested' entry in its history, so old and new quotes show the same way.
UPDATE "Quote" SET "status" = 'COMPLETED' WHERE "completedAt" IS NOT NULL;

INSERT INTO "QuoteLine" ("id", "clientId", "quoteId", "position", "hoseId", "tagId", "hoseName", "spec", "quantity")
SELECT gen_random_uuid(), q."clientId", q."id", 1, h."id", h."tagId", h."name",
       jsonb_build_object(
         'configurationName', c."name", 'hoseType', c."type", 'boreSize', c."boreSize",
         'lengthMm', c."length", 'pressureBar', c."displayPressure",
         'fitting1', jsonb_build_object('connection', c."connection1", 'angle', c."connection1Type", 'size', c."connection1JumpSize"),
         'fitting2', jsonb_build_object('connection', c."connection2", 'angle', c."connection2Type", 'size', c."connection2JumpSize"),
         'orientation', c."orientation", 'manufacturer', c."manufacturer", 'sleeving', c."sleeving",
         'testCertificate', c."testCertificate", 'conformityCertificate', c."conformityCertificate"),
       1
FROM "Quote" q
JOIN "Hose" h ON h."id" = q."hoseId"
LEFT JOIN "HoseConfiguration" c ON c."id" = h."hoseConfigurationId";

INSERT INTO "QuoteEvent" ("id", "clientId", "quoteId", "kind", "organisationId", "createdAt")
SELECT gen_random_uuid(), q."clientId", q."id", 'requested', q."requestorOrganisationId", q."createdAt" FROM "Quote" q;

INSERT INTO "QuoteEvent" ("id", "clientId", "quoteId", "kind", "createdAt")
SELECT gen_random_uuid(), q."clientId", q."id", 'completed', q."completedAt" FROM "Quote" q WHERE q."completedAt" IS NOT NULL;
