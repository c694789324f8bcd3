/**
 * A pack of 5,000 hoses takes seconds; a build still running after this is dead (its process
 * was). The queue's job expiry (queue.ts) and the builder's claim of a stale pack
 * (build-compliance-pack.ts) both use it; its own module, so neither imports the other for it.
 */
export const PACK_JOB_EXPIRE_SECONDS = 15 * 60;
