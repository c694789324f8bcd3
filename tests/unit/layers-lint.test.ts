import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of lib/ are kept by lint (eslint.config.mjs): an import that runs the wrong way
 * fails `npm run lint`, so it fails CI. Each case lints one line as if it stood in a file of
 * the repository and expects the layer rule to speak, or to stay silent.
 */
const root = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(root, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === "import/no-restricted-paths" || m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("lint keeps the layers", { timeout: 120_000 }, () => {
  it("refuses infrastructure that reaches up into a domain area", async () => {
    const errors = await layerErrors(
      "lib/db/x.ts",
      'import { visibleHoses } from "@/lib/hoses/access";\nvoid visibleHoses;',
    );
    expect(errors).toEqual([expect.stringContaining("Infrastructure imports only lib/core")]);
  });

  it("lets infrastructure use the kernel", async () => {
    expect(await layerErrors("lib/db/x.ts", 'import { conflict } from "@/lib/core/errors";\nvoid conflict;')).toEqual(
      [],
    );
  });

  it("refuses a kernel that imports an area", async () => {
    const errors = await layerErrors("lib/core/x.ts", 'import { db } from "@/lib/db/client";\nvoid db;');
    expect(errors).toEqual([expect.stringContaining("lib/core is the kernel")]);
  });

  it("refuses a domain area that imports a transport or Next.js", async () => {
    const route = await layerErrors("lib/hoses/x.ts", 'import { route } from "@/lib/http/route";\nvoid route;');
    expect(route).toEqual([expect.stringContaining("never imports a transport")]);
    const next = await layerErrors("lib/hoses/x.ts", 'import { headers } from "next/headers";\nvoid headers;');
    expect(next).toEqual([expect.stringContaining("Only transports")]);
  });

  it("lets a domain area import the kernel and another area below it", async () => {
    const code =
      'import { notFound } from "@/lib/core/errors";\nimport { db } from "@/lib/db/client";\nvoid notFound;\nvoid db;';
    expect(await layerErrors("lib/hoses/x.ts", code)).toEqual([]);
  });

  it("refuses pages and components that reach the database", async () => {
    const errors = await layerErrors("app/portal/x/page.tsx", 'import { db } from "@/lib/db/client";\nvoid db;');
    expect(errors).toEqual([expect.stringContaining("Pages and components call a service")]);
  });

  it("refuses email templates that import a domain area", async () => {
    const errors = await layerErrors(
      "emails/x.tsx",
      'import { hoseTitle } from "@/lib/hoses/screen";\nvoid hoseTitle;',
    );
    expect(errors).toEqual([expect.stringContaining("Email templates own their props")]);
  });
});
