-- AlterTable
ALTER TABLE "HoseMeta" ADD COLUMN     "hiddenAt" TIMESTAMPTZ(3),
ADD COLUMN     "problemReport" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "resolvedAt" TIMESTAMPTZ(3);

-- Problem reports already recorded are the authorless notes written by 'Report a problem'
-- (lib/hoses/report-problem.ts problemNote): they become reports an Admin can resolve or hide.
UPDATE "HoseMeta" SET "problemReport" = true
WHERE "kind" = 'NOTE' AND "userId" IS NULL AND "notes" LIKE 'Problem reported from the tag''s public page: %';
