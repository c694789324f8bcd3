-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "claimedUntil" TIMESTAMPTZ(3);
