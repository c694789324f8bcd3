import { describe, expect, it } from "vitest";
import { GET as getRoute } from "@/app/api/v1/users/[id]/route";
import { DELETE as deletePendingRoute } from "@/app/api/v1/users/pending/[id]/route";
import { GET as pendingRoute } from "@/app/api/v1/users/pending/route";
import { GET as listRoute, POST as createRoute, PUT as updateRoute } from "@/app/api/v1/users/route";
import { db } from "@/lib/db/client";
import { UserRowSchema } from "@/lib/users/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";
import { startSmtpSink } from "../fixtures/smtp-sink";

async function setup() {
  const client = await createClient();
  const host = client.hostnames[0]!.hostname;
  const other = await createClient();
  const org = await createOrganisation(client.id, { name: "Quarry" });
  const org2 = await createOrganisation(client.id, { name: "Harbour" });
  const foreignOrg = await createOrganisation(other.id);
  const pw = { passwordHash: "x" };
  const u = {
    clientAdmin: await createUser(client.id, { clientAdmin: true, ...pw }),
    admin: await createUser(client.id, {
      ...pw,
      lastName: "Admin",
      memberships: [{ organisationId: org.id, role: 2 }],
    }),
    manager: await createUser(client.id, {
      ...pw,
      lastName: "Manager",
      memberships: [{ organisationId: org.id, role: 1 }],
    }),
    user: await createUser(client.id, { ...pw, lastName: "User", memberships: [{ organisationId: org.id, role: 0 }] }),
    readOnly: await createUser(client.id, {
      ...pw,
      lastName: "Viewer",
      memberships: [{ organisationId: org.id, role: 4 }],
    }),
    elsewhere: await createUser(client.id, {
      ...pw,
      lastName: "Elsewhere",
      memberships: [{ organisationId: org2.id, role: 0 }],
    }),
    foreign: await createUser(other.id, { ...pw, memberships: [{ organisationId: foreignOrg.id, role: 0 }] }),
  };
  const as = (who: keyof typeof u, orgId = org.id) => bearerHeaders(u[who], who === "clientAdmin" ? "admin" : orgId);
  return { client, host, org, org2, foreignOrg, u, as };
}

const invite = (email: string, role = 0) => ({ firstName: "Nia", lastName: "New", email, role, receiveQuotes: true });

describe("users list", () => {
  it("shows an organisation's user admins its members with their role there; client admins everyone", async () => {
    const s = await setup();
    const res = await call(listRoute, { host: s.host, headers: await s.as("manager") });
    expect(res.status).toBe(200);
    const items = (res.body as { items: Array<{ lastName: string; role: number | null; organisations: unknown[] }> })
      .items;
    expect(items.map((i) => [i.lastName, i.role])).toEqual([
      ["Admin", 2],
      ["Manager", 1],
      ["User", 0],
      ["Viewer", 4],
    ]);
    expect(items.every((i) => i.organisations.length === 1)).toBe(true);

    const all = await call(listRoute, { host: s.host, headers: await s.as("clientAdmin") });
    const names = (all.body as { items: Array<{ lastName: string }> }).items.map((i) => i.lastName);
    expect(names).toContain("Elsewhere");
    expect(names).toHaveLength(7 - 1); // everyone in this client, not the foreign user
  });

  it("lets a client admin narrow the list to one organisation (a filter only client admins get)", async () => {
    const s = await setup();
    const filters = encodeURIComponent(JSON.stringify({ organisation: s.org2.id }));
    const res = await call(listRoute, {
      host: s.host,
      path: `/api/v1/users?filters=${filters}`,
      headers: await s.as("clientAdmin"),
    });
    const body = res.body as {
      items: Array<{ lastName: string }>;
      filters: Array<{ id: string; options: Array<{ value: string; isSelected: boolean }> }>;
    };
    expect(body.items.map((i) => i.lastName)).toEqual(["Elsewhere"]);
    const filter = body.filters.find((f) => f.id === "organisation")!;
    expect(filter.options.find((o) => o.value === s.org2.id)?.isSelected).toBe(true);
    expect(filter.options.some((o) => o.value === s.foreignOrg.id)).toBe(false);

    const bogus = encodeURIComponent(JSON.stringify({ organisation: "not-a-uuid" }));
    const none = await call(listRoute, {
      host: s.host,
      path: `/api/v1/users?filters=${bogus}`,
      headers: await s.as("clientAdmin"),
    });
    expect(none).toMatchObject({ status: 422, body: { filters: ["The organisation filter must hold ids"] } });

    // An organisation's user admin has no such filter: it is ignored.
    const manager = await call(listRoute, {
      host: s.host,
      path: `/api/v1/users?filters=${filters}`,
      headers: await s.as("manager"),
    });
    const managerBody = manager.body as { items: unknown[]; filters: Array<{ id: string }> };
    expect(managerBody.items).toHaveLength(4);
    expect(managerBody.filters.map((f) => f.id)).toEqual(["search", "role"]);
  });

  it("is refused to User and Read-only roles", async () => {
    const s = await setup();
    for (const who of ["user", "readOnly"] as const) {
      expect((await call(listRoute, { host: s.host, headers: await s.as(who) })).status).toBe(403);
      expect((await call(pendingRoute, { host: s.host, headers: await s.as(who) })).status).toBe(403);
      expect(
        (await call(createRoute, { method: "POST", host: s.host, headers: await s.as(who), body: invite("x@y.test") }))
          .status,
      ).toBe(403);
    }
    expect(await db().user.count({ where: { email: "x@y.test" } })).toBe(0);
  });
});

describe("inviting users", () => {
  it("creates a pending user with the membership and emails an invitation link", async () => {
    const sink = await startSmtpSink();
    const previous = process.env.SMTP_URL;
    process.env.SMTP_URL = sink.url;
    const { resetEnvForTests } = await import("@/lib/env");
    resetEnvForTests();
    try {
      const s = await setup();
      const res = await call(createRoute, {
        method: "POST",
        host: s.host,
        headers: await s.as("admin"),
        body: invite("nia@new.test", 1),
      });
      expect(res.status).toBe(201);
      expect(res.userMessage).toBe("An invitation has been sent to nia@new.test");
      const user = await db().user.findFirstOrThrow({
        where: { email: "nia@new.test" },
        include: { memberships: true },
      });
      expect(user.passwordHash).toBeNull();
      expect(user.memberships).toMatchObject([{ organisationId: s.org.id, role: 1, receiveQuotes: true }]);
      const mail = await sink.waitForMessage("nia@new.test", 5000);
      expect(mail.subject).toMatch(/invit/i);

      const pending = await call(pendingRoute, { host: s.host, headers: await s.as("manager") });
      expect((pending.body as { items: Array<{ email: string }> }).items.map((p) => p.email)).toEqual(["nia@new.test"]);
      const listed = await call(listRoute, { host: s.host, headers: await s.as("manager") });
      expect(JSON.stringify(listed.body)).not.toContain("nia@new.test"); // pending users are not in the list
    } finally {
      if (previous === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = previous;
      resetEnvForTests();
      await sink.close();
    }
  });

  it("a Manager cannot make an Admin; an Admin can", async () => {
    const s = await setup();
    const byManager = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("manager"),
      body: invite("boss@new.test", 2),
    });
    expect(byManager).toMatchObject({
      status: 403,
      body: { global: ["You do not have permission to edit this user"] },
    });
    expect(await db().user.count({ where: { email: "boss@new.test" } })).toBe(0);
    const byAdmin = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: invite("boss@new.test", 2),
    });
    expect(byAdmin.status).toBe(201);
  });

  it("adds an existing account of the client directly, and refuses an existing member", async () => {
    const s = await setup();
    const existing = await db().user.findUniqueOrThrow({ where: { id: s.u.elsewhere.id } });
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: invite(existing.email),
    });
    expect(res.status).toBe(201);
    expect(res.userMessage).toMatch(/has been added$/);
    expect(await db().organisationUser.count({ where: { userId: existing.id } })).toBe(2);
    const again = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: invite(existing.email),
    });
    expect(again.status).toBe(409);
  });

  it("returns every field error at once", async () => {
    const s = await setup();
    const res = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: { email: "nope", role: 3 },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body as object).sort()).toEqual(["email", "firstName", "lastName", "role"]);
  });

  it("lets a client admin give several organisations and client admin rights, not foreign organisations", async () => {
    const s = await setup();
    const body = {
      firstName: "Multi",
      lastName: "Person",
      email: "multi@new.test",
      clientAdmin: true,
      organisations: [
        { organisationId: s.org.id, role: 0 },
        { organisationId: s.org2.id, role: 1, receiveQuotes: true },
      ],
    };
    const res = await call(createRoute, { method: "POST", host: s.host, headers: await s.as("clientAdmin"), body });
    expect(res.status).toBe(201);
    const user = await db().user.findFirstOrThrow({
      where: { email: "multi@new.test" },
      include: { memberships: true },
    });
    expect(user.clientAdmin).toBe(true);
    expect(user.memberships).toHaveLength(2);
    const foreign = await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("clientAdmin"),
      body: { ...body, email: "f@new.test", organisations: [{ organisationId: s.foreignOrg.id, role: 0 }] },
    });
    expect(foreign).toMatchObject({ status: 422, body: { organisations: ["Choose organisations from the list"] } });
    expect(await db().user.count({ where: { email: "f@new.test" } })).toBe(0);
  });
});

describe("editing users", () => {
  it("changes a role, and role 3 revokes access at once", async () => {
    const s = await setup();
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { id: s.u.user.id, role: 1 },
    });
    expect(res).toMatchObject({ status: 200, body: { role: 1 } });
    expect(UserRowSchema.parse(res.body).organisations).toHaveLength(1);
    const revoked = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("admin"),
      body: { id: s.u.user.id, role: 3 },
    });
    expect(revoked.status).toBe(200);
    expect(await db().organisationUser.count({ where: { userId: s.u.user.id } })).toBe(0);
  });

  it("a Manager cannot edit an Admin: 'You do not have permission to edit this user'", async () => {
    const s = await setup();
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("manager"),
      body: { id: s.u.admin.id, role: 0 },
    });
    expect(res).toMatchObject({ status: 403, body: { global: ["You do not have permission to edit this user"] } });
    expect((await db().organisationUser.findFirstOrThrow({ where: { userId: s.u.admin.id } })).role).toBe(2);
  });

  it("a client admin's save keeps roles in archived organisations and changes only what the form changed", async () => {
    const s = await setup();
    const archived = await createOrganisation(s.client.id, { name: "Archived Ltd", deletedAt: new Date() });
    const person = await createUser(s.client.id, {
      passwordHash: "x",
      memberships: [
        { organisationId: s.org.id, role: 1, receiveQuotes: true },
        { organisationId: s.org2.id, role: 0 },
        { organisationId: archived.id, role: 2, receiveQuotes: true },
      ],
    });
    const kept = person.memberships.find((m) => m.organisationId === s.org.id)!;
    // The edit form loads live organisations only and sends them back with 'Client admin' toggled.
    const form = await call(getRoute, { host: s.host, headers: await s.as("clientAdmin"), params: { id: person.id } });
    const listed = UserRowSchema.parse(form.body).organisations;
    expect(listed.map((o) => o.id).sort()).toEqual([s.org.id, s.org2.id].sort());
    const res = await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("clientAdmin"),
      body: {
        id: person.id,
        clientAdmin: true,
        organisations: listed.map((o) => ({ organisationId: o.id, role: o.role, receiveQuotes: o.receiveQuotes })),
      },
    });
    expect(res.status).toBe(200);
    const after = await db().organisationUser.findMany({ where: { userId: person.id } });
    expect(after.map((m) => [m.organisationId, m.role, m.receiveQuotes]).sort()).toEqual(
      [
        [s.org.id, 1, true],
        [s.org2.id, 0, false],
        [archived.id, 2, true],
      ].sort(),
    );
    expect(after.find((m) => m.organisationId === s.org.id)!.id).toBe(kept.id);

    // Removing a live organisation from the list removes that one only; a changed role is updated.
    await call(updateRoute, {
      method: "PUT",
      host: s.host,
      headers: await s.as("clientAdmin"),
      body: { id: person.id, organisations: [{ organisationId: s.org.id, role: 2, receiveQuotes: false }] },
    });
    const last = await db().organisationUser.findMany({ where: { userId: person.id } });
    expect(last.map((m) => [m.organisationId, m.role, m.receiveQuotes]).sort()).toEqual(
      [
        [s.org.id, 2, false],
        [archived.id, 2, true],
      ].sort(),
    );
    await db().organisation.update({ where: { id: archived.id }, data: { deletedAt: null } });
    const unarchived = await call(getRoute, {
      host: s.host,
      headers: await s.as("clientAdmin"),
      params: { id: person.id },
    });
    expect(UserRowSchema.parse(unarchived.body).organisations.map((o) => o.id)).toContain(archived.id);
  });

  it("answers 404 for users outside the organisation or in another client", async () => {
    const s = await setup();
    for (const id of [s.u.elsewhere.id, s.u.foreign.id]) {
      const res = await call(updateRoute, {
        method: "PUT",
        host: s.host,
        headers: await s.as("admin"),
        body: { id, role: 4 },
      });
      expect(res.status).toBe(404);
    }
    expect((await db().organisationUser.findFirstOrThrow({ where: { userId: s.u.foreign.id } })).role).toBe(0);
  });
});

describe("pending invitations", () => {
  it("can be deleted by the organisation's user admins; a user with a password is not pending", async () => {
    const s = await setup();
    await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: invite("gone@new.test"),
    });
    const pending = await db().user.findFirstOrThrow({ where: { email: "gone@new.test" } });
    const res = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("manager"),
      params: { id: pending.id },
    });
    expect(res.status).toBe(200);
    expect(await db().user.count({ where: { id: pending.id } })).toBe(0);
    const notPending = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: s.u.user.id },
    });
    expect(notPending.status).toBe(404);
    expect(await db().user.count({ where: { id: s.u.user.id } })).toBe(1);
  });

  it("a Manager cannot withdraw a pending Admin's invitation (403, SPEC §6); an Admin can", async () => {
    const s = await setup();
    await call(createRoute, {
      method: "POST",
      host: s.host,
      headers: await s.as("admin"),
      body: invite("future.admin@new.test", 2),
    });
    const pending = await db().user.findFirstOrThrow({ where: { email: "future.admin@new.test" } });
    const res = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("manager"),
      params: { id: pending.id },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ global: ["You do not have permission to edit this user"] });
    expect(await db().organisationUser.count({ where: { userId: pending.id } })).toBe(1);
    const byAdmin = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: pending.id },
    });
    expect(byAdmin.status).toBe(200);
  });

  it("a client admin deletes a pending client-admin invitation for good: its link stops working", async () => {
    const s = await setup();
    const body = {
      firstName: "Cleo",
      lastName: "Admin",
      email: "cleo@new.test",
      clientAdmin: true,
      organisations: [{ organisationId: s.org.id, role: 0 }],
    };
    expect(
      (await call(createRoute, { method: "POST", host: s.host, headers: await s.as("clientAdmin"), body })).status,
    ).toBe(201);
    const pending = await db().user.findFirstOrThrow({ where: { email: "cleo@new.test" } });
    expect(await db().userToken.count({ where: { userId: pending.id } })).toBeGreaterThan(0);
    const listed = await call(pendingRoute, { host: s.host, headers: await s.as("clientAdmin") });
    expect((listed.body as { items: Array<{ id: string }> }).items.map((u) => u.id)).toContain(pending.id);

    // An organisation's user admin removes only the invitation to its organisation.
    const byOrg = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("admin"),
      params: { id: pending.id },
    });
    expect(byOrg.status).toBe(200);
    expect(await db().user.count({ where: { id: pending.id } })).toBe(1);

    const res = await call(deletePendingRoute, {
      method: "DELETE",
      host: s.host,
      headers: await s.as("clientAdmin"),
      params: { id: pending.id },
    });
    expect(res.status).toBe(200);
    expect(await db().user.count({ where: { id: pending.id } })).toBe(0);
    expect(await db().userToken.count({ where: { userId: pending.id } })).toBe(0);
    const again = await call(pendingRoute, { host: s.host, headers: await s.as("clientAdmin") });
    expect((again.body as { items: Array<{ id: string }> }).items.map((u) => u.id)).not.toContain(pending.id);
  });
});
