/** SPEC §9: default page size 15; pick lists load up to 10000. Without zod, for client code. */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 10_000;
