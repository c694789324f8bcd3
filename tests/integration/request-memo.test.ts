import { describe, expect, it } from "vitest";
import { loadSession } from "@/lib/auth/load-user";
import { db } from "@/lib/db/client";
import { memoGet, memoSet, withRequestMemo } from "@/lib/db/request-memo";
import {
  earlyTenantStamp,
  readTenantStampEarly,
  tenantStampColumns,
  toTenantStamp,
  type TenantStampRow,
} from "@/lib/lists/tenant-stamp";
import { createClient, createHose, createOrganisation, createUser } from "../fixtures/factories";

/**
 * The request memo (lib/db/request-memo.ts): a read-only list call asks for the tenant's data
 * stamp to ride along with the session's statement, so its cached total and filter options cost
 * no round trip of their own; the stamp lives only as long as the request.
 */
async function setup() {
  const client = await createClient();
  const dist = await createOrganisation(client.id, { isDistributor: true, name: "North" });
  const customer = await createOrganisation(client.id, { name: "Quarry", distributorId: dist.id });
  await createHose(client.id, customer.id);
  const user = await createUser(client.id, { memberships: [{ organisationId: dist.id, role: 2 }] });
  return { client, user };
}

async function stampReadAlone(clientId: string) {
  const [row] = await db().$queryRaw<TenantStampRow[]>`SELECT ${tenantStampColumns(clientId)}`;
  return toTenantStamp(row);
}

describe("request memo", () => {
  it("reads the tenant's stamp with the session's statement, the same stamp a read of its own gives", async () => {
    const { client, user } = await setup();
    const expected = await stampReadAlone(client.id);
    // Hoses changed at, organisations changed at, organisation count (no inspections yet).
    expect(expected.all).toMatch(/^\d+:\d+:2:/);

    const seen = await withRequestMemo(async () => {
      readTenantStampEarly(client.id);
      const session = await loadSession(client.id, user.id, undefined);
      expect(session?.user.id).toBe(user.id);
      return earlyTenantStamp(client.id);
    });
    expect(seen).toEqual(expected);
  });

  it("hands the riders to one statement only, and keeps nothing past the request", async () => {
    const { client, user } = await setup();
    await withRequestMemo(async () => {
      readTenantStampEarly(client.id);
      await loadSession(client.id, user.id, undefined);
      const first = earlyTenantStamp(client.id);
      // A write after the session statement: a second session load carries no stamp and leaves
      // the one read at the start of the request as it was.
      await createHose(client.id, (await createOrganisation(client.id)).id);
      await loadSession(client.id, user.id, undefined);
      expect(earlyTenantStamp(client.id)).toEqual(first);
    });
    expect(earlyTenantStamp(client.id)).toBeUndefined();
  });

  it("does nothing outside a request: no stamp is asked for or kept", async () => {
    const { client, user } = await setup();
    readTenantStampEarly(client.id);
    memoSet("key", "value");
    expect(await loadSession(client.id, user.id, undefined)).not.toBeNull();
    expect(earlyTenantStamp(client.id)).toBeUndefined();
    expect(memoGet("key")).toBeUndefined();
  });
});
