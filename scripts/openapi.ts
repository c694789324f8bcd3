/**
 * Writes the OpenAPI document (generated from the zod schemas, as GET /api/v1/openapi.json
 * serves it) to a file: `npm run openapi -- [out=.cache/openapi.json]`. CI lints it with
 * Redocly (`npm run lint:openapi`) and the typed-client test generates TypeScript from it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "../lib/openapi";

const out = process.argv[2] ?? ".cache/openapi.json";
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`openapi: wrote ${out}`);
