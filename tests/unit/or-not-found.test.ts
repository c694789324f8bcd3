import { describe, expect, it } from "vitest";
import { conflict, forbidden, notFound, orNotFound } from "@/lib/core/errors";

/** A screen's load of one record: "not there for you" becomes null, every other failure goes on. */
describe("orNotFound", () => {
  it("answers the record when it loads", async () => {
    await expect(orNotFound(Promise.resolve({ id: "h1" }))).resolves.toEqual({ id: "h1" });
  });

  it("answers null for a record that is absent, foreign or not for the caller's role", async () => {
    await expect(orNotFound(Promise.reject(notFound("Hose not found")))).resolves.toBeNull();
    await expect(orNotFound(Promise.reject(forbidden()))).resolves.toBeNull();
  });

  it("throws any other failure on, so the error page shows it instead of 'not found'", async () => {
    const outage = new Error("Can't reach database server at 127.0.0.1:5432");
    await expect(orNotFound(Promise.reject(outage))).rejects.toBe(outage);
    const clash = conflict({ global: ["Taken"] });
    await expect(orNotFound(Promise.reject(clash))).rejects.toBe(clash);
  });
});
