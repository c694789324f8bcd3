-- The public hose card shows the hose's name and configuration only when the organisation opts in:
-- off for every organisation, existing ones included (a tag's card no longer names the hose to
-- anyone who guesses its id until its Admin turns this on in Organisation settings).

-- AlterTable
ALTER TABLE "Organisation" ADD COLUMN     "publicCardHose" BOOLEAN NOT NULL DEFAULT false;
