-- AlterTable
ALTER TABLE "Competence" ADD COLUMN     "approvedAt" TIMESTAMPTZ(3),
ADD COLUMN     "approvedById" UUID;

-- AddForeignKey
ALTER TABLE "Competence" ADD CONSTRAINT "Competence_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
