/**
 * How many compliance packs may be asked for, and how long they are kept. Each pack is seconds of
 * CPU for a server and a PDF in storage, and Admins and Managers (customers' own included) may
 * ask for them, so both are bounded:
 *  - one pack per customer at a time, whatever its site (the same pack again is answered, not
 *    refused: a double click);
 *  - PACKS_PENDING_PER_USER queued or building per user (a distributor with many customers);
 *  - PACKS_PER_CUSTOMER_PER_DAY per customer in any 24 hours;
 *  - the PDF is deleted PACK_FILE_RETENTION_DAYS after it was built (the pack then reads
 *    'Expired', so people know to ask for a new one), and the row PACK_ROW_RETENTION_DAYS after
 *    the request. The audit trail keeps who asked for what.
 */
export const PACKS_PENDING_PER_USER = 3;
export const PACKS_PER_CUSTOMER_PER_DAY = 10;
export const PACK_FILE_RETENTION_DAYS = 90;
export const PACK_ROW_RETENTION_DAYS = 365;

export const packBusyForCustomer = (customer: string) =>
  `A compliance pack of ${customer} is already being prepared. Please wait for it to finish before asking for another.`;
export const packBusyForUser = (n: number) =>
  `You already have ${n} compliance packs being prepared. Please wait for one to finish.`;
export const packDailyLimit = (customer: string, n: number) =>
  `${customer} has had ${n} compliance packs in the last 24 hours. Please try again later.`;
export const PACK_EXPIRED_NOTE = `Expired: the PDF is deleted ${PACK_FILE_RETENTION_DAYS} days after it was built. Create the pack again for a current one.`;
export const PACK_EXPIRED = `This compliance pack has expired (packs are kept ${PACK_FILE_RETENTION_DAYS} days). Please create it again.`;
