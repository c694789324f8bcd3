-- AlterTable
ALTER TABLE "Client" ADD COLUMN     "pressureUnit" TEXT,
ADD COLUMN     "unitSystem" TEXT NOT NULL DEFAULT 'metric';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "pressureUnit" TEXT,
ADD COLUMN     "unitSystem" TEXT;
