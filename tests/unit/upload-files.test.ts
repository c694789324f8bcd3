import { describe, expect, it } from "vitest";
import { cleanFilename, dispositionFor, type DetectedType } from "@/lib/hoses/documents/file-types";
import { UploadCreateSchema, UploadImageParamsSchema } from "@/lib/hoses/documents/schemas";
import { contentDisposition } from "@/lib/storage";

const PNG: DetectedType = { uploadType: 1, mimetype: "image/png", ext: "png" };
const PDF: DetectedType = { uploadType: 2, mimetype: "application/pdf", ext: "pdf" };

describe("upload file names", () => {
  it("keep the base name and an extension that matches the content", () => {
    expect(cleanFilename("Test cert.pdf", PDF)).toBe("Test cert.pdf");
    expect(cleanFilename("scan.PDF", PDF)).toBe("scan.PDF");
    expect(cleanFilename("scan.pdf", PNG)).toBe("scan.png");
    expect(cleanFilename("photo.jpeg", PNG)).toBe("photo.jpeg");
    expect(cleanFilename("C:\\Users\\me\\hose.pdf", PDF)).toBe("hose.pdf");
    expect(cleanFilename("../../etc/passwd", PDF)).toBe("passwd.pdf");
    expect(cleanFilename("...", PDF)).toBe("file.pdf");
    expect(cleanFilename("a\u0000b<c>.pdf", PDF)).toBe("abc.pdf");
    expect(cleanFilename(`${"x".repeat(300)}.pdf`, PDF)).toHaveLength(194);
  });

  it("images and PDFs open in the browser, office files download; names survive any script", () => {
    expect(dispositionFor("image/jpeg")).toBe("inline");
    expect(dispositionFor("application/pdf")).toBe("inline");
    expect(dispositionFor("application/msword")).toBe("attachment");
    expect(contentDisposition("attachment", 'Prüfbericht "A".xlsx')).toBe(
      `attachment; filename="Pr_fbericht _A_.xlsx"; filename*=UTF-8''Pr%C3%BCfbericht%20%22A%22.xlsx`,
    );
  });
});

describe("upload payloads", () => {
  const hoseId = "0192f6b4-7c9a-7b21-8c3d-2a1b3c4d5e6f";
  it("accept base64 and data URLs; refuse junk with a field message", () => {
    expect(
      UploadCreateSchema.parse({
        base64Data: "data:image/png;base64,iVBO Rw==",
        hoseId,
        filename: "a.png",
        uploadType: "1",
      }),
    ).toMatchObject({
      base64Data: "iVBORw==",
      uploadType: 1,
    });
    const bad = UploadCreateSchema.safeParse({ base64Data: "%%%", hoseId: "x", filename: " " });
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error!.issues.map((i) => i.path[0]));
    expect(fields).toEqual(new Set(["base64Data", "hoseId", "filename"]));
  });

  it("image sizes are 1, 2 and 3", () => {
    expect(UploadImageParamsSchema.parse({ id: hoseId, size: "3" }).size).toBe(3);
    expect(UploadImageParamsSchema.safeParse({ id: hoseId, size: "4" }).success).toBe(false);
  });
});
