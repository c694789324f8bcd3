-- AlterTable
ALTER TABLE "Competence" ADD COLUMN     "certificateFilename" TEXT,
ADD COLUMN     "certificateKey" TEXT,
ADD COLUMN     "certificateMimetype" TEXT,
ADD COLUMN     "certificateSize" INTEGER;

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "criterionId" VARCHAR(64);
