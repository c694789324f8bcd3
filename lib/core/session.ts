import type { OrganisationMembership } from "./roles";

/** The signed-in user as every layer sees it. Never carries a password hash. */
export type SessionUser = {
  id: string;
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  clientAdmin: boolean;
  systemAdmin: boolean;
  emailChange: string | null;
  sessionVersion: number;
  /** The language the user sees (BCP 47): their own choice while the client offers it, else the client's default. */
  locale: string;
  /** The language the user chose in Your profile; null follows the client's default. */
  ownLocale: string | null;
  organisations: OrganisationMembership[];
  /**
   * The units the user chose in Your profile (lib/units), null parts following the client.
   * Absent for callers that are not a person signed in (API keys, digests): the client's.
   */
  unitChoice?: { system: string | null; pressure: string | null };
};

/** The client or system admin behind an impersonation. */
export type Impersonator = { id: string; fullName: string };

/**
 * An organisation's API key acting as the caller (`X-Api-Key`): the session's user is then the
 * key's creator, narrowed to the key's organisation with the role its scope allows.
 */
export type ApiKeyCaller = { id: string; name: string; scope: "read" | "write" };

/** Who is calling: the same object whether it came from a bearer token, a cookie or an API key. */
export type Session = {
  user: SessionUser;
  impersonator: Impersonator | null;
  /** Set when an API key is the credential. */
  apiKey?: ApiKeyCaller;
  /** This one session's id (the token's sid), which a logout ends; absent on tokens without one. */
  sessionId?: string;
};
