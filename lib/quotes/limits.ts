/**
 * The limits of a quote, apart from its schemas: the quote dialogs in the browser count against
 * them without taking zod and the schemas into the hose list's JavaScript.
 */

/** The longest message or note of a quote, in characters (SPEC §9: a message is at most 2000). */
export const QUOTE_MESSAGE_MAX = 2000;
/** The most hoses one quote covers (a filter matching more is refused, not cut short). */
export const MAX_QUOTE_LINES = 100;
/** The most of one hose a quote line asks for or offers. */
export const MAX_QUOTE_QUANTITY = 1000;
