-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN     "publicCard" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "publicCardCustomer" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "publicCardDocuments" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "publicCardInspector" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "publicCardLocation" BOOLEAN NOT NULL DEFAULT false;
