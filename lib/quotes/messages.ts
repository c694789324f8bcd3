/**
 * The quotes area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const QUOTE_COMPLETED_MESSAGE = "Quote marked as completed";
export const QUOTE_OFFERED_MESSAGE = "Quote priced and sent";
export const QUOTE_ACCEPTED_MESSAGE = "Quote accepted";
export const QUOTE_DECLINED_MESSAGE = "Quote declined";
