/**
 * Every text the hose-failure notifications show or send (the bell, the Notifications page, the
 * profile setting, the email's closing line), in one place so a translation can find them. The
 * email's own texts are in its template (emails/hose-failure.tsx), which owns them.
 */
export const NOTIFICATION_TEXT = {
  menuLabel: "Notifications",
  /** Read after the bell's name: "Notifications (2 unread)". */
  unreadSuffix: (unread: number) => ` (${unread} unread)`,
  pageTitle: "Notifications",
  pageIntro: "Hoses that failed an inspection (Replace) or that someone reported a problem with, newest first.",
  empty: "Nothing to tell you yet: when a hose fails an inspection or a problem is reported, it shows here.",
  unread: "Unread",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  markedRead: "Marked as read",
  allMarkedRead: "All notifications are marked as read",
  anonymous: "someone who scanned its tag",
  /** The list's line for one notification: what happened. */
  what: (kind: "REPLACE" | "PROBLEM") => (kind === "REPLACE" ? "Inspection says Replace" : "Problem reported"),
  by: (who: string) => `by ${who}`,
  notFound: "Notification not found",
  // Your profile
  settingHeading: "Hose failures",
  settingIntro:
    "An email as soon as an inspection says a hose must be replaced, or someone reports a problem from its tag. Whatever you choose, it is listed under Notifications.",
  settingLabel: "Email me when a hose fails",
  settingLabelFor: (organisation: string) => `Email me when a hose of ${organisation} fails`,
  settingNoOrganisation: "You do not belong to an organisation, so there is nothing to choose.",
  settingSave: "Save",
  settingSaving: "Saving",
  settingSaved: "Your hose failure emails have been saved",
  // The email
  emailClosingAdmin: (organisation: string) =>
    `You receive this email because you are an Admin of ${organisation}. You can turn these emails off under Your profile.`,
  emailClosingQuotes: (organisation: string) =>
    `You receive this email because you receive quote requests for ${organisation}. You can turn these emails off under Your profile.`,
} as const;
