import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_PORT } from "../../../playwright.config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The e2e server's own folder (scripts/e2e-server.ts empties it at each start): its embedded
 * database, the file naming its database (DATABASE_URL_FILE), the sessions the specs reuse.
 */
export const E2E_DATA_DIR = path.join(ROOT, ".data", `e2e-${E2E_PORT}`);

/** Written by the e2e server: the connection string of the database it serves (Postgres or embedded). */
export const DATABASE_URL_FILE = path.join(E2E_DATA_DIR, "database-url");
