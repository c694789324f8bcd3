/**
 * The kinds of filter a list describes, as the API numbers them: a text box, a single select, a
 * multi-select. Free of zod, so the browser's filter panel can read it.
 */
export const FILTER_TYPE = { TEXT: 0, SELECT: 1, MULTI_SELECT: 2 } as const;
