export const checklistAddedMessage = (name: string) => `Checklist ${name} added`;
export const checklistVersionMessage = (name: string, version: number) =>
  `Checklist ${name} saved as version ${version}`;
export const CHECKLIST_SETTINGS_SAVED = "Checklist settings saved";
