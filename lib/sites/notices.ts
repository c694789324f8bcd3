/**
 * The user-message header of the sites routes, percent-encoded as UTF-8 as the API contract
 * says (ARCHITECTURE "Success notices"): header values cannot carry most of Unicode, and a site
 * named in any script ("北 区", "Carrière 🚧") must never turn a saved change into an error answer.
 * (lib/http/respond.ts sets the header as given; if it starts encoding, drop this.)
 */
export function headerNotice(text: string): string {
  return encodeURIComponent(text);
}

export const siteAddedMessage = (name: string) => `${name} has been added`;
export const siteSavedMessage = (name: string) => `${name} has been saved`;
