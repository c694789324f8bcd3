-- AlterTable
ALTER TABLE "CompliancePack" ADD COLUMN     "jsonKey" TEXT,
ADD COLUMN     "periodFrom" DATE,
ADD COLUMN     "periodTo" DATE;
