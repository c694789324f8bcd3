/** The notices of the sites routes (the user-message header; lib/http/respond.ts encodes it). */
export const siteAddedMessage = (name: string) => `${name} has been added`;
export const siteSavedMessage = (name: string) => `${name} has been saved`;
