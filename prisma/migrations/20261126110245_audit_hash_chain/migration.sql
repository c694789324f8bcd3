-- The audit trail becomes a hash chain per client: each entry carries its place in its client's
-- chain, the hash of the entry before it and the hash of its own canonical content. Changing a
-- stored entry changes what its hash should be; removing one breaks the link of the next; removing
-- the newest ones leaves the chain short of its head row. GET /api/v1/activity/verify checks all
-- three (lib/activity/verify-chain.ts).

-- AlterTable
ALTER TABLE "AuditEvent" ADD COLUMN     "chainPosition" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "hash" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "prevHash" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "AuditChainHead" (
    "clientId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditChainHead_pkey" PRIMARY KEY ("clientId")
);

-- AddForeignKey
ALTER TABLE "AuditChainHead" ADD CONSTRAINT "AuditChainHead_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The canonical content of an entry, version 1. A JSON array, so no key order is in question at
-- the top level, of exactly these values in this order:
--   [1, chainPosition, prevHash, id, clientId, organisationId, actorOrganisationId, actorId,
--    actorName, impersonatorId, impersonatorName, action, entity, entityId, entityLabel,
--    changes, data, requestId, createdAt]
-- where 1 is the format version, chainPosition a JSON number, ids lowercase UUID strings, a
-- missing value JSON null, changes and data the stored JSON values, and createdAt the instant in
-- UTC as "YYYY-MM-DDTHH:MM:SS.mmmZ". The text is PostgreSQL's jsonb text form of that array:
-- ", " between elements, ": " between a key and its value, the keys of every nested object ordered
-- by their length in bytes and then bytewise, strings escaped as JSON (\" \\ \b \f \n \r \t,
-- other control characters as \u00XX, everything else as itself), numbers as written when stored.
-- The entry's hash is the lowercase hex SHA-256 of that text in UTF-8. Because prevHash is part of
-- the content, each hash also covers every entry before it.
CREATE FUNCTION "audit_event_canonical"(e "AuditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    1, e."chainPosition", e."prevHash", e.id, e."clientId", e."organisationId", e."actorOrganisationId",
    e."actorId", e."actorName", e."impersonatorId", e."impersonatorName", e.action, e.entity,
    e."entityId", e."entityLabel", e.changes, e.data, e."requestId",
    to_char(e."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text
$$;

CREATE FUNCTION "audit_event_hash"(e "AuditEvent") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to("audit_event_canonical"(e), 'UTF8')), 'hex')
$$;

-- Existing entries join the chain in the order they were written (time, then id), client by
-- client. The append-only trigger is off for these UPDATEs only, inside this migration.
ALTER TABLE "AuditEvent" DISABLE TRIGGER "AuditEvent_append_only";
DO $$
DECLARE
  r "AuditEvent";
  current_client uuid := NULL;
  pos integer := 0;
  prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "AuditEvent" ORDER BY "clientId", "createdAt", id LOOP
    IF current_client IS DISTINCT FROM r."clientId" THEN
      IF current_client IS NOT NULL THEN
        INSERT INTO "AuditChainHead" ("clientId", "position", "hash") VALUES (current_client, pos, prev);
      END IF;
      current_client := r."clientId";
      pos := 0;
      prev := repeat('0', 64);
    END IF;
    pos := pos + 1;
    r."chainPosition" := pos;
    r."prevHash" := prev;
    r."hash" := "audit_event_hash"(r);
    UPDATE "AuditEvent" SET "chainPosition" = r."chainPosition", "prevHash" = r."prevHash", "hash" = r."hash"
    WHERE id = r.id;
    prev := r."hash";
  END LOOP;
  IF current_client IS NOT NULL THEN
    INSERT INTO "AuditChainHead" ("clientId", "position", "hash") VALUES (current_client, pos, prev);
  END IF;
END;
$$;
ALTER TABLE "AuditEvent" ENABLE TRIGGER "AuditEvent_append_only";

-- CreateIndex (after the backfill: before it every entry had position 0)
CREATE UNIQUE INDEX "AuditEvent_clientId_chainPosition_key" ON "AuditEvent"("clientId", "chainPosition");

-- Every new entry is linked here, whoever inserts it (services, seeds, raw SQL): the writer's
-- chainPosition, prevHash and hash are overwritten. The head row is locked until the writer's
-- transaction ends, so two writers of one client take turns and the chain never forks (the unique
-- index above would refuse a fork anyway).
CREATE FUNCTION "audit_event_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head "AuditChainHead";
BEGIN
  INSERT INTO "AuditChainHead" ("clientId", "position", "hash")
  VALUES (NEW."clientId", 0, repeat('0', 64))
  ON CONFLICT ("clientId") DO NOTHING;
  SELECT * INTO head FROM "AuditChainHead" WHERE "clientId" = NEW."clientId" FOR UPDATE;
  NEW."chainPosition" := head."position" + 1;
  NEW."prevHash" := head."hash";
  NEW."hash" := "audit_event_hash"(NEW);
  UPDATE "AuditChainHead" SET "position" = NEW."chainPosition", "hash" = NEW."hash"
  WHERE "clientId" = NEW."clientId";
  RETURN NEW;
END;
$$;

CREATE TRIGGER "AuditEvent_chain"
  BEFORE INSERT ON "AuditEvent"
  FOR EACH ROW EXECUTE FUNCTION "audit_event_chain"();
