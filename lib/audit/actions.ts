/**
 * How the Activity page words each action. An action not listed shows as written ("area.verb"),
 * so a new writer never breaks the page; the test of this list checks every writer is here.
 */
export const ACTION_LABELS: Record<string, string> = {
  "hose.create": "Added hose",
  "hose.update": "Edited hose",
  "hose.inspect": "Recorded inspection",
  "hose.note": "Added note",
  "hose.problem": "Reported a problem (public tag page)",
  "hose.problem.resolve": "Marked a problem report resolved",
  "hose.problem.hide": "Hid a problem report",
  "hose.archive": "Archived hose",
  "hose.upload": "Uploaded document or photo",
  "hose.upload.delete": "Deleted document or photo",
  "configuration.create": "Added configuration",
  "configuration.update": "Edited configuration",
  "configuration.delete": "Deleted configuration",
  "configuration.hide": "Hid configuration (in use)",
  "configuration.import": "Imported configurations",
  "site.create": "Added site",
  "zone.create": "Added zone",
  "site.update": "Renamed or moved site or zone",
  "site.delete": "Deleted site or zone",
  "organisation.create": "Created organisation",
  "organisation.update": "Edited organisation",
  "organisation.archive": "Archived organisation",
  "organisation.unarchive": "Unarchived organisation",
  "organisation.link": "Linked customer",
  "organisation.unlink": "Unlinked customer",
  "organisation.configurations-visible": "Changed configuration visibility",
  "organisation.settings": "Changed organisation settings",
  "user.create": "Invited user",
  "user.add": "Gave user access",
  "user.role": "Changed role",
  "user.revoke": "Revoked access",
  "user.rights": "Changed user's rights",
  "user.update": "Edited user",
  "user.invite.delete": "Deleted invitation",
  "user.client-admin.invite": "Invited client admin",
  "user.client-admin.grant": "Made client admin",
  "user.client-admin.remove": "Removed client admin",
  "user.profile": "Edited own profile",
  "user.password": "Changed own password",
  "user.password.reset": "Reset password",
  "user.password.create": "Created password",
  "user.email.confirm": "Confirmed new email address",
  "user.register": "Registered",
  "user.delete": "Deleted own account",
  "user.digest": "Changed email digest",
  "user.digest.unsubscribe": "Unsubscribed from email digest",
  "user.failure-emails": "Changed hose failure emails",
  "user.competence": "Added competence record",
  "impersonation.start": "Started impersonating",
  "impersonation.link": "Created one-time login link",
  "impersonation.one-time-token": "Created one-time login token",
  "quote.create": "Sent quote request or offer",
  "quote.complete": "Completed quote",
  "compliance-pack.request": "Requested compliance pack",
  "manufacturer.create": "Added manufacturer",
  "manufacturer.update": "Renamed manufacturer",
  "manufacturer.delete": "Deleted manufacturer",
  "client.create": "Created client",
  "client.update": "Edited client",
  "client.delete": "Deleted client",
  "client.settings": "Changed client settings",
  "client.logo": "Changed client logo",
  "client.logo.remove": "Removed client logo",
  "tags.upload": "Uploaded tags",
  "tags.delete": "Deleted tags",
  "tags.batch.rename": "Renamed tag batch",
  "tags.batch.allocate": "Allocated tag batch",
  "tags.batch.delete": "Deleted tag batch",
  "export.csv": "Exported a list (CSV)",
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** "lastInspectionDate" -> "Last inspection date": field names as people read them. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
