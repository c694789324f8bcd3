/**
 * The one answer for a tag a hose may not carry, whatever the reason: not uploaded to this
 * client, uploaded for another distributor, or already on a hose the caller cannot see. One
 * status and one message, so the answer never tells a caller whether a tag it does not own
 * exists or who uses it.
 */
export const TAG_UNAVAILABLE =
  "This tag is not available for this customer: it was not uploaded for its distributor, or another hose carries it";
