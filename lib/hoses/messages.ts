/**
 * The hoses area's success messages, written once for the API's user-message header and the
 * server actions' notices alike.
 */
export const hoseAddedMessage = (name: string) => `${name} has been added`;
export const hoseSavedMessage = (name: string) => `${name} has been saved`;
export const tagFittedMessage = (tagId: string, name: string) => `Tag ${tagId} is now fitted to ${name}`;
export const nfcTagBoundMessage = (name: string) => `An NFC tag is now bound to ${name}`;
export const nfcTagRemovedMessage = (name: string) => `The NFC tag has been removed from ${name}`;
export const hoseReplacedMessage = (oldName: string, name: string) => `${oldName} has been replaced by ${name}`;
// Each sentence whole, so the catalogue's `sentences` find it by its wording in every language.
export const lifePolicySavedMessage = (hosesRescheduled: number) =>
  hosesRescheduled === 1
    ? "Life policy saved; 1 hose rescheduled"
    : `Life policy saved; ${hosesRescheduled} hoses rescheduled`;
