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
  organisations: OrganisationMembership[];
};

/** The client or system admin behind an impersonation. */
export type Impersonator = { id: string; fullName: string };

/** Who is calling: the same object whether it came from a bearer token or a cookie. */
export type Session = {
  user: SessionUser;
  impersonator: Impersonator | null;
  /** This one session's id (the token's sid), which a logout ends; absent on tokens without one. */
  sessionId?: string;
};
