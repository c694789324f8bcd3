-- AlterEnum
ALTER TYPE "CompliancePackStatus" ADD VALUE 'EXPIRED';
