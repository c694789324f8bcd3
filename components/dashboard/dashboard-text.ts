import type { getTranslations } from "next-intl/server";

/**
 * The dashboard's words in the page's language (the `dashboard` catalogue namespace): in a file
 * of its own so the screen's parts take the type without importing the screen that renders them.
 */
export type DashboardText = Awaited<ReturnType<typeof getTranslations<"dashboard">>>;
