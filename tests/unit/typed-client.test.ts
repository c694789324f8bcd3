import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi";

/**
 * The OpenAPI document yields a typed client: TypeScript types are generated from it with
 * openapi-typescript, and tests/typed-client/client.ts (login, hoses to replace, scan, inspect,
 * as the mobile app calls them) must type-check against them. A call the document does not
 * describe must not.
 */
const DIR = path.resolve(__dirname, "../typed-client");

/**
 * The diagnostics of one program over `files`, by the file they are in (none: ""). One program
 * for both checks below: the DOM library and openapi-fetch's types are read and checked once.
 */
function diagnostics(files: string[]): Array<{ file: string; text: string }> {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.resolve(d.file.fileName) : "",
    text: `${d.file ? path.basename(d.file.fileName) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
  }));
}

describe("typed client from the OpenAPI document", () => {
  it("generates types and type-checks the mobile client; a drifted call fails", async () => {
    const ast = await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0]);
    mkdirSync(path.join(DIR, "generated"), { recursive: true });
    writeFileSync(path.join(DIR, "generated/api.ts"), astToString(ast));

    // The same client calling what the document does not have: an unknown path, a wrong body.
    const drifted = path.join(DIR, "generated/drifted.ts");
    writeFileSync(
      drifted,
      `import createClient from "openapi-fetch";
import type { paths } from "./api";
const api = createClient<paths>({ baseUrl: "http://x" });
export const a = api.GET("/hoses/by-barcode/{code}", { params: { path: { code: "x" } } });
export const b = api.POST("/hoseMeta", { body: { hoseId: 1, inspectionResult: "replace" } });
`,
    );
    const found = diagnostics([path.join(DIR, "client.ts"), drifted]);
    // The mobile client, the generated types and the program as a whole: clean.
    expect(found.filter((d) => d.file !== drifted).map((d) => d.text)).toEqual([]);
    const errors = found.filter((d) => d.file === drifted).map((d) => d.text);
    expect(errors.some((e) => e.includes("/hoses/by-barcode/{code}"))).toBe(true);
    expect(errors.some((e) => /number.*not assignable to.*string|inspectionResult/.test(e))).toBe(true);
  }, 60_000);
});
