import { z } from "zod";
import { NOTIFICATION_TEXT as T } from "./strings";

/** GET /api/v1/notifications: the latest `limit` of the caller's notifications, newest first. */
export const NotificationListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be 1 or more")
    .max(100, "limit must be at most 100")
    .default(30),
  unread: z
    .enum(["true", "false"], { error: "unread must be true or false" })
    .optional()
    .transform((v) => v === "true")
    .describe("true: only the unread ones"),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["REPLACE", "PROBLEM"]).describe("REPLACE: an inspection said Replace; PROBLEM: a problem report"),
  what: z.string().describe("What happened, as the portal words it"),
  hose: z.object({
    id: z.uuid(),
    title: z.string().describe("The hose's name (else its tag) when it happened"),
    tagId: z.string().nullable(),
    link: z.string().describe("The hose's page in the portal of the organisation the user is told through"),
  }),
  organisationId: z.uuid().describe("The organisation the user is told through"),
  who: z.string().nullable().describe("The inspector's name; null for an anonymous problem report"),
  detail: z.string().nullable().describe("The inspection's notes or the report's message"),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationView = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread: z.number().int().describe("How many of the user's notifications are unread"),
});

/** POST /api/v1/notifications/read: the given ones, or all of the caller's. */
export const MarkNotificationsReadSchema = z
  .object({
    ids: z.array(z.uuid(T.notFound)).min(1, "Choose a notification").max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((v) => (v.ids === undefined) !== (v.all === undefined), {
    path: ["global"],
    message: "Send either ids or all",
  });
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadSchema>;

export const MarkNotificationsReadResultSchema = z.object({
  marked: z.number().int(),
  unread: z.number().int(),
});

/** Your profile > Hose failures: one choice per organisation the user belongs to. */
export const FailureEmailPreferencesSchema = z.object({
  preferences: z
    .array(z.object({ organisationId: z.uuid("Organisation not found"), email: z.boolean() }))
    .min(1, "Nothing to save")
    .max(500),
});
export type FailureEmailPreferencesInput = z.infer<typeof FailureEmailPreferencesSchema>;
