/**
 * What the scanner's buttons say, in one place. A plain module, not the client component's:
 * server components (the hose page's action bar) read these values too.
 */
export const SCAN_TEXT = { scanTag: "Scan tag", scanNext: "Scan next" } as const;
