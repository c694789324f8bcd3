/**
 * The English texts of the hose-failure notifications that the services say: the API's `what`
 * and its notices and errors (translated by their wording through the sentences namespace), and
 * the profile setting. The screens word a notification as it is read, in the reader's language
 * (the notifications namespace of the catalogues); the emails' texts are in failureEmails.
 */
export const NOTIFICATION_TEXT = {
  markedRead: "Marked as read",
  allMarkedRead: "All notifications are marked as read",
  /** The list's line for one notification: what happened. */
  what: (kind: "REPLACE" | "PROBLEM") => (kind === "REPLACE" ? "Inspection says Replace" : "Problem reported"),
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
} as const;
