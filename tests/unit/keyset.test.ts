import { describe, expect, it } from "vitest";
import { keysetIdBatches } from "@/lib/lists/batches";

const collect = async <T>(batches: AsyncIterable<T[]>) => {
  const out: T[][] = [];
  for await (const b of batches) out.push(b);
  return out;
};

describe("keysetIdBatches", () => {
  const ids = Array.from({ length: 10 }, (_, i) => `id-${String(i).padStart(2, "0")}`);
  const fetchIds = async (after: string | undefined, take: number) =>
    ids.filter((id) => after === undefined || id > after).slice(0, take);

  it("walks every id in batches of the given size, each loaded once", async () => {
    const loads: string[][] = [];
    const batches = await collect(
      keysetIdBatches(fetchIds, async (batch) => (loads.push(batch), batch.map((id) => ({ id }))), 4),
    );
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
    expect(loads.flat()).toEqual(ids);
  });

  it("goes on past a batch whose rows vanished between picking their ids and reading them", async () => {
    const gone = new Set(["id-01", "id-02", "id-03", "id-04", "id-05", "id-06", "id-07"]);
    const batches = await collect(keysetIdBatches(fetchIds, async (batch) => batch.filter((id) => !gone.has(id)), 4));
    expect(batches.flat()).toEqual(["id-00", "id-08", "id-09"]);
  });

  it("picks the next batch's ids while this batch's rows are read", async () => {
    const events: string[] = [];
    const batches = keysetIdBatches(
      async (after: string | undefined, take: number) => {
        events.push(`ids after ${after ?? "start"}`);
        return fetchIds(after, take);
      },
      async (batch) => {
        await new Promise((r) => setTimeout(r, 5));
        events.push(`loaded ${batch[0]}`);
        return batch;
      },
      4,
    );
    expect((await collect(batches)).flat()).toEqual(ids);
    expect(events).toEqual([
      "ids after start",
      "ids after id-03",
      "loaded id-00",
      "ids after id-07",
      "loaded id-04",
      "loaded id-08",
    ]);
  });
});
