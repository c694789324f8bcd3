-- Each inspection (and note) carries its hose's customer and distributor, kept in step with the
-- hose by the two triggers below, so that the inspection lists and exports read who may see a row,
-- and the Customer and Distributor filters, off their own index instead of joining every
-- inspection they walk to its hose.

-- AlterTable
ALTER TABLE "HoseMeta" ADD COLUMN     "customerOrganisationId" UUID,
ADD COLUMN     "distributorOrganisationId" UUID;

-- The rows already there take their hose's values (the triggers below keep them from now on).
UPDATE "HoseMeta" m
SET "customerOrganisationId" = h."customerOrganisationId",
    "distributorOrganisationId" = h."distributorOrganisationId"
FROM "Hose" h
WHERE h."id" = m."hoseId";

-- DropIndex
DROP INDEX "HoseMeta_clientId_kind_inspectionDate_createdAt_id_idx";

-- CreateIndex
CREATE INDEX "HoseMeta_list_order_owner_idx" ON "HoseMeta"("clientId", "kind", "inspectionDate", "createdAt", "id", "customerOrganisationId", "distributorOrganisationId");

-- A new row (or one moved to another hose) takes its hose's values, whatever the insert said:
-- the app never writes these columns, and a bulk insert cannot get them wrong.
CREATE FUNCTION "hose_meta_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT h."customerOrganisationId", h."distributorOrganisationId"
    INTO NEW."customerOrganisationId", NEW."distributorOrganisationId"
    FROM "Hose" h
   WHERE h."id" = NEW."hoseId";
  RETURN NEW;
END
$$;

CREATE TRIGGER "HoseMeta_owner"
  BEFORE INSERT OR UPDATE OF "hoseId", "customerOrganisationId", "distributorOrganisationId" ON "HoseMeta"
  FOR EACH ROW EXECUTE FUNCTION "hose_meta_owner"();

-- A hose given to another customer or distributor takes its whole history with it, in the same
-- transaction as the change.
CREATE FUNCTION "hose_owner_to_meta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "HoseMeta"
     SET "customerOrganisationId" = NEW."customerOrganisationId",
         "distributorOrganisationId" = NEW."distributorOrganisationId"
   WHERE "hoseId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Hose_owner_to_meta"
  AFTER UPDATE OF "customerOrganisationId", "distributorOrganisationId" ON "Hose"
  FOR EACH ROW
  WHEN (OLD."customerOrganisationId" IS DISTINCT FROM NEW."customerOrganisationId"
     OR OLD."distributorOrganisationId" IS DISTINCT FROM NEW."distributorOrganisationId")
  EXECUTE FUNCTION "hose_owner_to_meta"();
