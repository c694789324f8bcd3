-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "defaultLocale" TEXT NOT NULL DEFAULT 'en-GB',
ADD COLUMN     "languages" TEXT[] DEFAULT ARRAY['en-GB']::TEXT[];

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "locale" TEXT;
