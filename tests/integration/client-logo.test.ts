import { describe, expect, it } from "vitest";
import { PUT as logoPutRoute } from "@/app/api/v1/clients/logo/[id]/route";
import { GET as currentRoute } from "@/app/api/v1/clients/current/route";
import { GET as logoRoute } from "@/app/api/v1/clients/current/logo/route";
import { imageType } from "@/lib/clients/client-logo";
import { db } from "@/lib/db/client";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

// A 1x1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

async function rawLogo(host: string) {
  const res = await logoRoute(new Request(`http://${host}/api/v1/clients/current/logo`, { headers: { host } }), {
    params: Promise.resolve({}),
  });
  return { status: res.status, type: res.headers.get("content-type"), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("client logo", () => {
  it("detects image types by content", () => {
    expect(imageType(Buffer.from(PNG, "base64"))).toBe("image/png");
    expect(
      imageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>")),
    ).toBeNull();
    expect(imageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
  });

  it("a system admin sets a logo; every page of that client then shows it; removing it restores the wordmark", async () => {
    const home = await createClient();
    const target = await createClient();
    const host = home.hostnames[0]!.hostname;
    const targetHost = target.hostnames[0]!.hostname;
    const system = await createUser(home.id, { systemAdmin: true, clientAdmin: true });
    expect((await rawLogo(targetHost)).status).toBe(404);

    const res = await call(logoPutRoute, {
      method: "PUT",
      host,
      headers: await bearerHeaders(system, "admin"),
      params: { id: target.id },
      body: { base64Data: PNG },
    });
    expect(res).toMatchObject({ status: 200, body: { hasLogo: true } });
    const logo = await rawLogo(targetHost);
    expect(logo.status).toBe(200);
    expect(logo.type).toBe("image/png");
    expect(Buffer.from(logo.bytes).toString("base64")).toBe(PNG);
    expect((await call(currentRoute, { host: targetHost })).body).toMatchObject({
      logo: "/api/v1/clients/current/logo",
    });

    await call(logoPutRoute, {
      method: "PUT",
      host,
      headers: await bearerHeaders(system, "admin"),
      params: { id: target.id },
      body: { base64Data: null },
    });
    expect((await db().client.findUniqueOrThrow({ where: { id: target.id } })).logoKey).toBeNull();
    expect((await rawLogo(targetHost)).status).toBe(404);
  });

  it("refuses non-images (by content, not name), and anyone but a system admin", async () => {
    const client = await createClient();
    const host = client.hostnames[0]!.hostname;
    const system = await createUser(client.id, { systemAdmin: true, clientAdmin: true });
    const admin = await createUser(client.id, { clientAdmin: true });
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64");
    const bad = await call(logoPutRoute, {
      method: "PUT",
      host,
      headers: await bearerHeaders(system, "admin"),
      params: { id: client.id },
      body: { base64Data: svg },
    });
    expect(bad).toMatchObject({ status: 422, body: { logo: ["The logo must be a PNG, JPEG, WebP or GIF image"] } });
    const refused = await call(logoPutRoute, {
      method: "PUT",
      host,
      headers: await bearerHeaders(admin, "admin"),
      params: { id: client.id },
      body: { base64Data: PNG },
    });
    expect(refused.status).toBe(403);
    expect((await db().client.findUniqueOrThrow({ where: { id: client.id } })).logoKey).toBeNull();
  });
});
