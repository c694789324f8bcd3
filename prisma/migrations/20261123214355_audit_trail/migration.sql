-- DropForeignKey
ALTER TABLE "AuditEvent" DROP CONSTRAINT "AuditEvent_actorId_fkey";

-- DropForeignKey
ALTER TABLE "AuditEvent" DROP CONSTRAINT "AuditEvent_impersonatorId_fkey";

-- DropIndex
DROP INDEX "AuditEvent_clientId_createdAt_idx";

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "actorName" TEXT,
ADD COLUMN     "actorOrganisationId" UUID,
ADD COLUMN     "changes" JSONB,
ADD COLUMN     "entityLabel" TEXT,
ADD COLUMN     "impersonatorName" TEXT,
ADD COLUMN     "organisationId" UUID,
ADD COLUMN     "requestId" TEXT;

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_createdAt_id_idx" ON "AuditEvent"("clientId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_organisationId_createdAt_idx" ON "AuditEvent"("clientId", "organisationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_actorOrganisationId_createdAt_idx" ON "AuditEvent"("clientId", "actorOrganisationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditEvent_clientId_actorId_createdAt_idx" ON "AuditEvent"("clientId", "actorId", "createdAt" DESC);

-- Name the actors of the entries written before this migration (the foreign keys are gone).
UPDATE "AuditEvent" a SET "actorName" = trim(u."firstName" || ' ' || u."lastName") || ' <' || u.email || '>'
FROM "User" u WHERE u.id = a."actorId";
UPDATE "AuditEvent" a SET "impersonatorName" = trim(u."firstName" || ' ' || u."lastName") || ' <' || u.email || '>'
FROM "User" u WHERE u.id = a."impersonatorId";
UPDATE "AuditEvent" a SET "organisationId" = h."customerOrganisationId"
FROM "Hose" h WHERE a.entity = 'Hose' AND h.id::text = a."entityId";
UPDATE "AuditEvent" SET entity = 'User' WHERE entity = 'user';
UPDATE "AuditEvent" SET entity = 'Quote' WHERE entity = 'quote';

-- Append-only: the database itself refuses to change or remove an entry. The one
-- exception is the cascade that removes a whole client (its tenant is gone with it): by the time
-- the cascade reaches this table the client row is already deleted.
CREATE FUNCTION "audit_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "Client" WHERE id = OLD."clientId") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'AuditEvent is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEvent_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_append_only"();

CREATE FUNCTION "audit_event_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'AuditEvent is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "AuditEvent_no_truncate"
  BEFORE TRUNCATE ON "AuditEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_event_no_truncate"();
