-- DropForeignKey
ALTER TABLE "Invitation" DROP CONSTRAINT "Invitation_clientId_fkey";

-- DropForeignKey
ALTER TABLE "Invitation" DROP CONSTRAINT "Invitation_invitedById_fkey";

-- DropForeignKey
ALTER TABLE "Invitation" DROP CONSTRAINT "Invitation_organisationId_fkey";

-- DropForeignKey
ALTER TABLE "UserToken" DROP CONSTRAINT "UserToken_invitationId_fkey";

-- DropIndex
DROP INDEX "UserToken_invitationId_idx";

-- AlterTable
ALTER TABLE "UserToken" DROP COLUMN "invitationId";

-- DropTable
DROP TABLE "Invitation";
