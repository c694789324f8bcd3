-- CreateEnum
CREATE TYPE "UserTokenKind" AS ENUM ('VERIFY_EMAIL', 'INVITATION', 'RESET_PASSWORD', 'EMAIL_CHANGE', 'ONE_TIME_LOGIN');

-- CreateTable
CREATE TABLE "Client" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "primaryUrl" TEXT NOT NULL,
    "theme" INTEGER NOT NULL DEFAULT 1,
    "logoKey" TEXT,
    "manualHoseConfiguration" BOOLEAN NOT NULL DEFAULT false,
    "contactName" TEXT,
    "contactEmail" TEXT,
    "contactPhone" TEXT,
    "website" TEXT,
    "metaTitle" TEXT,
    "metaDescription" TEXT,
    "termsAndConditions" TEXT,
    "privacyPolicy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientHostname" (
    "hostname" TEXT NOT NULL,
    "clientId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientHostname_pkey" PRIMARY KEY ("hostname")
);

-- CreateTable
CREATE TABLE "User" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "passwordHash" TEXT,
    "emailVerifiedAt" TIMESTAMPTZ(3),
    "termsAcceptedAt" TIMESTAMPTZ(3),
    "emailChange" TEXT,
    "clientAdmin" BOOLEAN NOT NULL DEFAULT false,
    "systemAdmin" BOOLEAN NOT NULL DEFAULT false,
    "sessionVersion" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganisationUser" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "role" INTEGER NOT NULL DEFAULT 0,
    "receiveQuotes" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "OrganisationUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "organisationId" UUID,
    "role" INTEGER,
    "receiveQuotes" BOOLEAN NOT NULL DEFAULT false,
    "clientAdmin" BOOLEAN NOT NULL DEFAULT false,
    "invitedById" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acceptedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Organisation" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "accountCode" VARCHAR(6) NOT NULL,
    "isDistributor" BOOLEAN NOT NULL DEFAULT false,
    "distributorId" UUID,
    "distributorConfigurationsVisible" BOOLEAN NOT NULL DEFAULT true,
    "contactName" TEXT NOT NULL,
    "contactEmail" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "town" TEXT NOT NULL,
    "postCode" TEXT NOT NULL,
    "hoseInspectionMonths" INTEGER NOT NULL DEFAULT 6,
    "hoseReplacementMonths" INTEGER NOT NULL DEFAULT 60,
    "hoseReplacementWarningMonths" INTEGER NOT NULL DEFAULT 3,
    "fields" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Organisation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganisationManufacturer" (
    "organisationId" UUID NOT NULL,
    "manufacturerId" UUID NOT NULL,

    CONSTRAINT "OrganisationManufacturer_pkey" PRIMARY KEY ("organisationId","manufacturerId")
);

-- CreateTable
CREATE TABLE "OrganisationHoseType" (
    "organisationId" UUID NOT NULL,
    "hoseTypeId" UUID NOT NULL,

    CONSTRAINT "OrganisationHoseType_pkey" PRIMARY KEY ("organisationId","hoseTypeId")
);

-- CreateTable
CREATE TABLE "OrganisationZone" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "parentId" UUID,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "OrganisationZone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HoseType" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HoseType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoreSize" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoreSize_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Manufacturer" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Manufacturer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConnectionType" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ConnectionType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Connection" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Connection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConnectionJumpSize" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "configBoreSizeId" UUID NOT NULL,
    "configConnectionId" UUID NOT NULL,
    "jumpSize" TEXT NOT NULL,

    CONSTRAINT "ConnectionJumpSize_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SizeMapping" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "configHoseTypeId" UUID NOT NULL,
    "configBoreSizeId" UUID NOT NULL,
    "displayPressure" INTEGER NOT NULL,

    CONSTRAINT "SizeMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HoseConfiguration" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "organisationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "type" TEXT,
    "boreSize" TEXT,
    "displayPressure" INTEGER NOT NULL DEFAULT 0,
    "length" INTEGER NOT NULL DEFAULT 0,
    "connection1" TEXT,
    "connection1Type" TEXT,
    "connection1JumpSize" TEXT,
    "connection2" TEXT,
    "connection2Type" TEXT,
    "connection2JumpSize" TEXT,
    "orientation" INTEGER NOT NULL DEFAULT 0,
    "manufacturer" TEXT,
    "sleeving" BOOLEAN NOT NULL DEFAULT false,
    "testCertificate" BOOLEAN NOT NULL DEFAULT false,
    "conformityCertificate" BOOLEAN NOT NULL DEFAULT false,
    "notes" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "HoseConfiguration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Hose" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "tagId" UUID,
    "name" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "customerOrganisationId" UUID NOT NULL,
    "distributorOrganisationId" UUID,
    "organisationZoneId" UUID,
    "hoseConfigurationId" UUID,
    "manufacturer" TEXT,
    "sleeving" BOOLEAN,
    "testCertificate" BOOLEAN,
    "conformityCertificate" BOOLEAN,
    "manufactureDate" DATE,
    "buildDate" DATE,
    "installationDate" DATE,
    "lastInspectionDate" DATE,
    "nextInspectionDate" DATE,
    "replacementDate" DATE,
    "hoseInspectionMonths" INTEGER,
    "hoseReplacementMonths" INTEGER,
    "buildUserId" UUID,
    "installationUserId" UUID,
    "deletedUserId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Hose_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HoseMeta" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "hoseId" UUID NOT NULL,
    "userId" UUID,
    "inspectionResult" INTEGER,
    "inspectionName" TEXT,
    "inspectionDate" DATE,
    "nextInspectionDate" DATE,
    "notes" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HoseMeta_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "hoseId" UUID,
    "hoseMetaId" UUID,
    "userId" UUID,
    "uploadType" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "mimetype" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Quote" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "hoseId" UUID,
    "message" TEXT NOT NULL,
    "requestorOrganisationId" UUID NOT NULL,
    "receiverOrganisationId" UUID NOT NULL,
    "requesterUserId" UUID,
    "completedUserId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Quote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TagBatch" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "userId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TagBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tag" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "batchId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefreshToken" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "impersonatorId" UUID,
    "familyId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "rotatedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserToken" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "kind" "UserTokenKind" NOT NULL,
    "userId" UUID,
    "invitationId" UUID,
    "email" TEXT,
    "impersonatorId" UUID,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsedChallenge" (
    "signature" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedChallenge_pkey" PRIMARY KEY ("signature")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "windowStart" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "AuditEvent" (
    "id" UUID NOT NULL,
    "clientId" UUID NOT NULL,
    "actorId" UUID,
    "impersonatorId" UUID,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "data" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ClientHostname_clientId_idx" ON "ClientHostname"("clientId");

-- CreateIndex
CREATE INDEX "User_clientId_lastName_firstName_idx" ON "User"("clientId", "lastName", "firstName");

-- CreateIndex
CREATE UNIQUE INDEX "User_clientId_email_key" ON "User"("clientId", "email");

-- CreateIndex
CREATE INDEX "OrganisationUser_clientId_organisationId_role_idx" ON "OrganisationUser"("clientId", "organisationId", "role");

-- CreateIndex
CREATE UNIQUE INDEX "OrganisationUser_userId_organisationId_key" ON "OrganisationUser"("userId", "organisationId");

-- CreateIndex
CREATE INDEX "Invitation_clientId_organisationId_acceptedAt_idx" ON "Invitation"("clientId", "organisationId", "acceptedAt");

-- CreateIndex
CREATE INDEX "Invitation_clientId_email_idx" ON "Invitation"("clientId", "email");

-- CreateIndex
CREATE INDEX "Organisation_clientId_isDistributor_deletedAt_name_idx" ON "Organisation"("clientId", "isDistributor", "deletedAt", "name");

-- CreateIndex
CREATE INDEX "Organisation_clientId_distributorId_idx" ON "Organisation"("clientId", "distributorId");

-- CreateIndex
CREATE UNIQUE INDEX "Organisation_clientId_accountCode_key" ON "Organisation"("clientId", "accountCode");

-- CreateIndex
CREATE INDEX "OrganisationManufacturer_manufacturerId_idx" ON "OrganisationManufacturer"("manufacturerId");

-- CreateIndex
CREATE INDEX "OrganisationHoseType_hoseTypeId_idx" ON "OrganisationHoseType"("hoseTypeId");

-- CreateIndex
CREATE INDEX "OrganisationZone_clientId_organisationId_parentId_idx" ON "OrganisationZone"("clientId", "organisationId", "parentId");

-- CreateIndex
CREATE INDEX "OrganisationZone_parentId_idx" ON "OrganisationZone"("parentId");

-- CreateIndex
CREATE UNIQUE INDEX "HoseType_clientId_name_key" ON "HoseType"("clientId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "BoreSize_clientId_name_key" ON "BoreSize"("clientId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Manufacturer_clientId_name_key" ON "Manufacturer"("clientId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ConnectionType_clientId_name_key" ON "ConnectionType"("clientId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Connection_clientId_name_key" ON "Connection"("clientId", "name");

-- CreateIndex
CREATE INDEX "ConnectionJumpSize_clientId_idx" ON "ConnectionJumpSize"("clientId");

-- CreateIndex
CREATE INDEX "ConnectionJumpSize_configConnectionId_idx" ON "ConnectionJumpSize"("configConnectionId");

-- CreateIndex
CREATE UNIQUE INDEX "ConnectionJumpSize_configBoreSizeId_configConnectionId_jump_key" ON "ConnectionJumpSize"("configBoreSizeId", "configConnectionId", "jumpSize");

-- CreateIndex
CREATE INDEX "SizeMapping_clientId_idx" ON "SizeMapping"("clientId");

-- CreateIndex
CREATE INDEX "SizeMapping_configBoreSizeId_idx" ON "SizeMapping"("configBoreSizeId");

-- CreateIndex
CREATE UNIQUE INDEX "SizeMapping_configHoseTypeId_configBoreSizeId_key" ON "SizeMapping"("configHoseTypeId", "configBoreSizeId");

-- CreateIndex
CREATE INDEX "HoseConfiguration_clientId_organisationId_name_idx" ON "HoseConfiguration"("clientId", "organisationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "HoseConfiguration_organisationId_name_key" ON "HoseConfiguration"("organisationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Hose_tagId_key" ON "Hose"("tagId");

-- CreateIndex
CREATE INDEX "Hose_clientId_customerOrganisationId_deletedAt_status_idx" ON "Hose"("clientId", "customerOrganisationId", "deletedAt", "status");

-- CreateIndex
CREATE INDEX "Hose_clientId_distributorOrganisationId_deletedAt_status_idx" ON "Hose"("clientId", "distributorOrganisationId", "deletedAt", "status");

-- CreateIndex
CREATE INDEX "Hose_clientId_deletedAt_nextInspectionDate_idx" ON "Hose"("clientId", "deletedAt", "nextInspectionDate");

-- CreateIndex
CREATE INDEX "Hose_clientId_deletedAt_replacementDate_idx" ON "Hose"("clientId", "deletedAt", "replacementDate");

-- CreateIndex
CREATE INDEX "Hose_clientId_name_idx" ON "Hose"("clientId", "name");

-- CreateIndex
CREATE INDEX "Hose_organisationZoneId_idx" ON "Hose"("organisationZoneId");

-- CreateIndex
CREATE INDEX "Hose_hoseConfigurationId_idx" ON "Hose"("hoseConfigurationId");

-- CreateIndex
CREATE INDEX "HoseMeta_hoseId_createdAt_idx" ON "HoseMeta"("hoseId", "createdAt");

-- CreateIndex
CREATE INDEX "HoseMeta_clientId_inspectionDate_idx" ON "HoseMeta"("clientId", "inspectionDate");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_storageKey_key" ON "Upload"("storageKey");

-- CreateIndex
CREATE INDEX "Upload_clientId_hoseId_deletedAt_idx" ON "Upload"("clientId", "hoseId", "deletedAt");

-- CreateIndex
CREATE INDEX "Upload_hoseMetaId_idx" ON "Upload"("hoseMetaId");

-- CreateIndex
CREATE INDEX "Quote_clientId_requestorOrganisationId_createdAt_idx" ON "Quote"("clientId", "requestorOrganisationId", "createdAt");

-- CreateIndex
CREATE INDEX "Quote_clientId_receiverOrganisationId_createdAt_idx" ON "Quote"("clientId", "receiverOrganisationId", "createdAt");

-- CreateIndex
CREATE INDEX "Quote_hoseId_idx" ON "Quote"("hoseId");

-- CreateIndex
CREATE INDEX "TagBatch_clientId_createdAt_idx" ON "TagBatch"("clientId", "createdAt");

-- CreateIndex
CREATE INDEX "Tag_batchId_idx" ON "Tag"("batchId");

-- CreateIndex
CREATE UNIQUE INDEX "Tag_clientId_code_key" ON "Tag"("clientId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "RefreshToken_tokenHash_key" ON "RefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "RefreshToken_familyId_idx" ON "RefreshToken"("familyId");

-- CreateIndex
CREATE INDEX "RefreshToken_userId_idx" ON "RefreshToken"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "UserToken_tokenHash_key" ON "UserToken"("tokenHash");

-- CreateIndex
CREATE INDEX "UserToken_userId_kind_idx" ON "UserToken"("userId", "kind");

-- CreateIndex
CREATE INDEX "UserToken_invitationId_idx" ON "UserToken"("invitationId");

-- CreateIndex
CREATE INDEX "UsedChallenge_expiresAt_idx" ON "UsedChallenge"("expiresAt");

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_createdAt_idx" ON "AuditEvent"("clientId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_entity_entityId_idx" ON "AuditEvent"("clientId", "entity", "entityId");

-- AddForeignKey
ALTER TABLE "ClientHostname" ADD CONSTRAINT "ClientHostname_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationUser" ADD CONSTRAINT "OrganisationUser_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationUser" ADD CONSTRAINT "OrganisationUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationUser" ADD CONSTRAINT "OrganisationUser_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organisation" ADD CONSTRAINT "Organisation_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Organisation" ADD CONSTRAINT "Organisation_distributorId_fkey" FOREIGN KEY ("distributorId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationManufacturer" ADD CONSTRAINT "OrganisationManufacturer_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationManufacturer" ADD CONSTRAINT "OrganisationManufacturer_manufacturerId_fkey" FOREIGN KEY ("manufacturerId") REFERENCES "Manufacturer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationHoseType" ADD CONSTRAINT "OrganisationHoseType_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationHoseType" ADD CONSTRAINT "OrganisationHoseType_hoseTypeId_fkey" FOREIGN KEY ("hoseTypeId") REFERENCES "HoseType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationZone" ADD CONSTRAINT "OrganisationZone_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationZone" ADD CONSTRAINT "OrganisationZone_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganisationZone" ADD CONSTRAINT "OrganisationZone_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "OrganisationZone"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseType" ADD CONSTRAINT "HoseType_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoreSize" ADD CONSTRAINT "BoreSize_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Manufacturer" ADD CONSTRAINT "Manufacturer_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionType" ADD CONSTRAINT "ConnectionType_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Connection" ADD CONSTRAINT "Connection_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionJumpSize" ADD CONSTRAINT "ConnectionJumpSize_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionJumpSize" ADD CONSTRAINT "ConnectionJumpSize_configBoreSizeId_fkey" FOREIGN KEY ("configBoreSizeId") REFERENCES "BoreSize"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionJumpSize" ADD CONSTRAINT "ConnectionJumpSize_configConnectionId_fkey" FOREIGN KEY ("configConnectionId") REFERENCES "Connection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SizeMapping" ADD CONSTRAINT "SizeMapping_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SizeMapping" ADD CONSTRAINT "SizeMapping_configHoseTypeId_fkey" FOREIGN KEY ("configHoseTypeId") REFERENCES "HoseType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SizeMapping" ADD CONSTRAINT "SizeMapping_configBoreSizeId_fkey" FOREIGN KEY ("configBoreSizeId") REFERENCES "BoreSize"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseConfiguration" ADD CONSTRAINT "HoseConfiguration_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseConfiguration" ADD CONSTRAINT "HoseConfiguration_organisationId_fkey" FOREIGN KEY ("organisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_customerOrganisationId_fkey" FOREIGN KEY ("customerOrganisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_distributorOrganisationId_fkey" FOREIGN KEY ("distributorOrganisationId") REFERENCES "Organisation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_organisationZoneId_fkey" FOREIGN KEY ("organisationZoneId") REFERENCES "OrganisationZone"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_hoseConfigurationId_fkey" FOREIGN KEY ("hoseConfigurationId") REFERENCES "HoseConfiguration"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_buildUserId_fkey" FOREIGN KEY ("buildUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_installationUserId_fkey" FOREIGN KEY ("installationUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hose" ADD CONSTRAINT "Hose_deletedUserId_fkey" FOREIGN KEY ("deletedUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseMeta" ADD CONSTRAINT "HoseMeta_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseMeta" ADD CONSTRAINT "HoseMeta_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "HoseMeta" ADD CONSTRAINT "HoseMeta_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_hoseMetaId_fkey" FOREIGN KEY ("hoseMetaId") REFERENCES "HoseMeta"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_hoseId_fkey" FOREIGN KEY ("hoseId") REFERENCES "Hose"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_requestorOrganisationId_fkey" FOREIGN KEY ("requestorOrganisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_receiverOrganisationId_fkey" FOREIGN KEY ("receiverOrganisationId") REFERENCES "Organisation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_requesterUserId_fkey" FOREIGN KEY ("requesterUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_completedUserId_fkey" FOREIGN KEY ("completedUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TagBatch" ADD CONSTRAINT "TagBatch_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TagBatch" ADD CONSTRAINT "TagBatch_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Tag" ADD CONSTRAINT "Tag_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "TagBatch"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefreshToken" ADD CONSTRAINT "RefreshToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditEvent" ADD CONSTRAINT "AuditEvent_impersonatorId_fkey" FOREIGN KEY ("impersonatorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
