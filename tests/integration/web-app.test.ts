import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as icon } from "@/app/icons/[size]/route";
import { GET as manifest } from "@/app/manifest.webmanifest/route";
import { db } from "@/lib/db/client";
import { createClient } from "../fixtures/factories";

/** The manifest and icons of the client a host belongs to ("icons in the client's colours"). */
describe("GET /manifest.webmanifest and /icons/{size}", () => {
  it("answer the host's client: its name, its theme colour, PNG icons of that colour", async () => {
    const client = await createClient();
    await db().client.update({ where: { id: client.id }, data: { theme: 3, name: "Plant Green Hoses" } });
    const host = client.hostnames[0]!.hostname;

    const res = await manifest(new Request(`http://${host}/manifest.webmanifest`, { headers: { host } }), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const body = (await res.json()) as { name: string; theme_color: string; icons: Array<{ src: string }> };
    expect(body.name).toBe("Plant Green Hoses hose portal");
    expect(body.theme_color).toBe("#15803d");

    const png = await icon(new Request(`http://${host}/icons/192`, { headers: { host } }), {
      params: Promise.resolve({ size: "192" }),
    });
    expect(png.headers.get("content-type")).toBe("image/png");
    const image = sharp(Buffer.from(await png.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ width: 192, height: 192, format: "png" });
    const { data } = await image.raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x15, 0x80, 0x3d]); // the corner is the theme's green

    // Public caching of an answer that depends on the tenant: keyed on both headers that name it.
    for (const res2 of [res, png]) expect(res2.headers.get("vary")).toBe("Host, X-Client-Host");

    const odd = await icon(new Request(`http://${host}/icons/100`, { headers: { host } }), {
      params: Promise.resolve({ size: "100" }),
    });
    expect(odd.status).toBe(422);
  });

  it("is 404 on a host that belongs to no client", async () => {
    const res = await manifest(
      new Request("http://nobody.localhost/manifest.webmanifest", { headers: { host: "nobody.localhost" } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(404);
  });
});
