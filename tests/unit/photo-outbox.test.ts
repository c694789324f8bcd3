import { describe, expect, it } from "vitest";
import { today } from "@/lib/dates";
import { FUTURE_INSPECTION, inspectionInputErrors } from "@/lib/hoses/inspection-input";
import { answerPhotoKey, photoBackoffMs, photoKey } from "@/lib/offline/inspection-outbox";
import { base64Length, fitWithin, jpegFilename, PHOTO_MAX_SIDE, shrinkSteps } from "@/lib/hoses/documents/shrink-photo";

describe("photos shrunk on the device", () => {
  it("fit within 2,400 px on the longer side, keep their proportions, and are never enlarged", () => {
    expect(PHOTO_MAX_SIDE).toBe(2400);
    expect(fitWithin(4032, 3024, 2400)).toEqual({ width: 2400, height: 1800 });
    expect(fitWithin(3024, 4032, 2400)).toEqual({ width: 1800, height: 2400 });
    expect(fitWithin(8000, 10, 2400)).toEqual({ width: 2400, height: 3 });
    expect(fitWithin(20000, 1, 2400)).toEqual({ width: 2400, height: 1 });
    expect(fitWithin(640, 480, 2400)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(2400, 2400, 2400)).toEqual({ width: 2400, height: 2400 });
  });

  it("try smaller sides, largest first, only below the largest allowed", () => {
    expect(shrinkSteps()).toEqual([2400, 1600, 1280, 1024, 800, 640]);
    expect(shrinkSteps(1600)).toEqual([1600, 1280, 1024, 800, 640]);
    expect(shrinkSteps(1500)).toEqual([1500, 1280, 1024, 800, 640]);
    expect(shrinkSteps(500)).toEqual([500]);
  });

  it("are named as the JPEG they become", () => {
    expect(jpegFilename("IMG_0042.HEIC")).toBe("IMG_0042.jpg");
    expect(jpegFilename("gauge.webp")).toBe("gauge.jpg");
    expect(jpegFilename("basement.png")).toBe("basement.jpg");
    expect(jpegFilename("crack.jpeg")).toBe("crack.jpg");
    expect(jpegFilename("C:\\fakepath\\hose 1.heic")).toBe("hose 1.jpg");
    expect(jpegFilename("")).toBe("photo.jpg");
    expect(jpegFilename(undefined)).toBe("photo.jpg");
    expect(jpegFilename(".heic")).toBe("photo.jpg");
  });

  it("count base64 as the server's limits do", () => {
    expect(base64Length(3)).toBe(4);
    expect(base64Length(4)).toBe(8);
    expect(base64Length(10 * 1024 * 1024)).toBe(Math.ceil((10 * 1024 * 1024) / 3) * 4);
  });
});

describe("photos waiting in the outbox", () => {
  it("are tried again after a pause that doubles from 5 s up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(photoBackoffMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
    expect(photoBackoffMs(0)).toBe(5_000);
  });

  it("are sent with a key of their own, derived from their inspection's", () => {
    expect(photoKey({ key: "6f1c" })).toBe("6f1c:photo");
    expect(photoKey({ key: "a" })).not.toBe(photoKey({ key: "b" }));
  });

  it("of answers have a key per answer, apart from the inspection's photo", () => {
    expect(answerPhotoKey({ key: "6f1c" }, "leaks")).toBe("6f1c:photo:leaks");
    const keys = [
      photoKey({ key: "6f1c" }),
      answerPhotoKey({ key: "6f1c" }, "leaks"),
      answerPhotoKey({ key: "6f1c" }, "kinks"),
    ];
    expect(new Set(keys).size).toBe(3);
  });
});

describe("an inspection checked on the device", () => {
  const hoseId = "0b8f8a8e-1b7a-4c47-9d0a-6f0a3b9d2c11";
  const on = today(new Date(2026, 10, 26));

  it("passes when the server's schema takes it and its date is not in the future", () => {
    expect(inspectionInputErrors({ hoseId, inspectionResult: "1", inspectionDate: "26/11/2026", notes: "" }, on)).toBe(
      null,
    );
    expect(inspectionInputErrors({ hoseId, inspectionResult: "0", inspectionDate: "", notes: "ok" }, on)).toBe(null);
  });

  it("is refused with the server's own messages", () => {
    expect(
      inspectionInputErrors({ hoseId, inspectionResult: "1", inspectionDate: "27/11/2026", notes: "" }, on),
    ).toEqual({ inspectionDate: [FUTURE_INSPECTION] });
    expect(
      inspectionInputErrors({ hoseId, inspectionResult: "1", inspectionDate: "31/02/2026", notes: "" }, on),
    ).toEqual({ inspectionDate: ["Enter a valid date as dd/mm/yyyy"] });
    expect(inspectionInputErrors({ hoseId, inspectionResult: "4", inspectionDate: "", notes: "" }, on)).toEqual({
      inspectionResult: ["Choose Good, Monitor or Replace"],
    });
    expect(
      inspectionInputErrors({ hoseId, inspectionResult: "2", inspectionDate: "", notes: "x".repeat(2001) }, on)?.notes,
    ).toHaveLength(1);
  });
});
