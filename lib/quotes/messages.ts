/**
 * The quotes area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const QUOTE_COMPLETED_MESSAGE = "Quote marked as completed";
