import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/live/route";
import { POST as labelsRoute } from "@/app/api/v1/hoses/labels/route";
import { db } from "@/lib/db/client";
import { LABELS_BUSY_FOR_USER, RENDER_PER_USER } from "@/lib/labels/render-pool";
import { MAX_LABELS } from "@/lib/labels/schemas";
import { bearerHeaders } from "../fixtures/bearer";
import { createClient, createOrganisation, createUser } from "../fixtures/factories";
import { call } from "../fixtures/http";

/**
 * Label PDFs are rendered off the event loop: while four PDFs render, the portal still answers
 * (here its liveness route over real HTTP, which needs the event loop). And one user gets one
 * PDF at a time.
 *
 * Half the largest PDF (MAX_LABELS) is enough: measured here, four renders of 250 labels took
 * 1.2 s while the liveness route's slowest answer took 68 ms, and the test fails when an answer
 * waits a quarter of a render; 500 labels keep a margin for a loaded machine. The largest PDF
 * itself is rendered by the labels API's tests. Four PDFs of 1,000 labels made this the suite's
 * slowest file.
 */
const LABELS = MAX_LABELS / 2;

type Client = Awaited<ReturnType<typeof createClient>>;
type User = Awaited<ReturnType<typeof createUser>>;
let client: Client;
let host: string;
let admins: User[];
let server: Server;
let healthUrl: string;

beforeAll(async () => {
  client = await createClient();
  host = client.hostnames[0]!.hostname;
  const org = await createOrganisation(client.id, {});
  admins = [];
  for (let i = 0; i < 4; i++) admins.push(await createUser(client.id, { clientAdmin: true }));
  await db().hose.createMany({
    data: Array.from({ length: LABELS }, (_, i) => ({
      clientId: client.id,
      customerOrganisationId: org.id,
      name: `Loop ${i}`,
      tagId: `LOOP-${client.id.slice(-8)}-${String(i).padStart(4, "0")}`.toUpperCase(),
    })),
  });
  server = createServer((_req, res) => {
    const answer = health();
    res.writeHead(answer.status, { "content-type": "application/json" }).end('{"status":"live"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health/live`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const print = async (user: User) => {
  const started = performance.now();
  const res = await call(labelsRoute, {
    method: "POST",
    host,
    path: "/api/v1/hoses/labels",
    headers: await bearerHeaders(user, "admin"),
    body: { format: "roll-50x25", filters: { search: "Loop" } },
  });
  return { res, ms: performance.now() - started, at: performance.now() };
};

describe("label PDFs and the event loop", () => {
  it(`health answers quickly while four ${LABELS}-label PDFs are still rendering`, async () => {
    // Warm the renderer up (its thread starts on first use), so the run below times renders only.
    expect((await print(admins[0]!)).res.status).toBe(200);

    let inFlight = 4;
    const renders = Promise.all(
      admins.map((admin) =>
        print(admin).finally(() => {
          inFlight--;
        }),
      ),
    );
    const latencies: number[] = [];
    while (inFlight === 4) {
      const started = performance.now();
      const res = await fetch(healthUrl);
      await res.text();
      // Only answers that came while every render was still under way count.
      if (inFlight === 4) latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const results = await renders;
    for (const { res } of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const firstDone = Math.min(...results.map((r) => r.ms));
    const worst = Math.max(...latencies);
    console.info(
      `[labels] health during 4 renders: ${latencies.length} answers, worst ${Math.round(worst)} ms; first PDF after ${Math.round(firstDone)} ms`,
    );
    // Several answers while the renders ran, none waiting anywhere near as long as a render takes
    // (rendered on the event loop, one answer waited for a whole PDF).
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(worst).toBeLessThan(firstDone / 4);
  }, 180_000);

  it(`one user's PDFs render one after another, and past ${RENDER_PER_USER} under way it is a 429`, async () => {
    const answers = await Promise.all(Array.from({ length: RENDER_PER_USER + 1 }, () => print(admins[1]!)));
    const statuses = answers.map((a) => a.res.status).sort();
    expect(statuses).toEqual([...Array<number>(RENDER_PER_USER).fill(200), 429]);
    const refused = answers.find((a) => a.res.status === 429)!.res;
    expect(refused.body).toEqual({ global: [LABELS_BUSY_FOR_USER] });
    // Rendered one at a time: each finished PDF came a render's time after the one before.
    const done = answers
      .filter((a) => a.res.status === 200)
      .map((a) => a.at)
      .sort((a, b) => a - b);
    const first = Math.min(...answers.filter((a) => a.res.status === 200).map((a) => a.ms));
    for (let i = 1; i < done.length; i++) expect(done[i]! - done[i - 1]!).toBeGreaterThan(first / 4);
    // Once they are done, the next one is fine.
    expect((await print(admins[1]!)).res.status).toBe(200);
  }, 180_000);
});
