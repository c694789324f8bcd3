-- CreateEnum
CREATE TYPE "NotificationKind" AS ENUM ('REPLACE', 'PROBLEM');

-- AlterTable
ALTER TABLE "OrganisationUser" ADD COLUMN     "failureEmails" BOOLEAN;

-- CreateTable
CREATE TABLE "Notification" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "hoseId" UUID NOT NULL,
    "hoseMetaId" UUID,
    "kind" "NotificationKind" NOT NULL,
    "hoseTitle" TEXT NOT NULL,
    "tagId" TEXT,
    "actorName" TEXT,
    "detail" TEXT,
    "emailed" BOOLEAN NOT NULL DEFAULT false,
    "readAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Notification_userId_createdAt_idx" ON "Notification"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Notification_hoseId_idx" ON "Notification"("hoseId");

-- CreateIndex
CREATE INDEX "Notification_hoseMetaId_idx" ON "Notification"("hoseMetaId");

-- CreateIndex
CREATE INDEX "Notification_organisationId_idx" ON "Notification"("organisationId");

-- CreateIndex
CREATE INDEX "Notification_clientId_createdAt_idx" ON "Notification"("clientId", "createdAt");

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_hoseMetaId_fkey" FOREIGN KEY ("hoseMetaId") REFERENCES "HoseMeta"("id") ON DELETE CASCADE ON UPDATE CASCADE;
