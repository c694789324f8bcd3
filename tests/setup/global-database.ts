import { ensureTemplate, serverUrl } from "./test-database";

/** Build the migrated template once before the integration files run in parallel. */
export default async function setup(): Promise<void> {
  const server = serverUrl();
  if (server) await ensureTemplate(server);
  else console.log("[tests] TEST_DATABASE_URL not set: each test file uses its own embedded PGlite server");
}
