"use client";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/lists/data-table";
import type { ActivityRow } from "@/lib/audit/schemas";
import { formatText } from "@/lib/i18n/format-text";
import type enGB from "@/messages/en-GB.json";

/** The list's words in the page's language (the `activity` namespace; templates filled in here). */
export type ActivityText = Record<keyof typeof enGB.activity, string> & { locale: string };

export type ActivityListItem = ActivityRow & { link: string | null };

/**
 * "23/11/2026 14:05" in the viewer's time zone (the instant is stored in UTC); in another
 * language as it writes a date and time ("23.11.2026, 14:05").
 */
function when(iso: string, locale: string): string {
  const d = new Date(iso);
  if (locale !== "en-GB") return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(d);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The rows of the Activity list: when, who (and the admin behind them), what, the changed fields. */
export function ActivityTable({ rows, text: T }: { rows: ActivityListItem[]; text: ActivityText }) {
  const columns: DataColumn<ActivityListItem>[] = [
    {
      id: "when",
      header: T.columnWhen,
      cell: (a) => (
        <time dateTime={a.createdAt} className="whitespace-nowrap" suppressHydrationWarning>
          {when(a.createdAt, T.locale)}
        </time>
      ),
    },
    {
      id: "who",
      header: T.columnWho,
      rowHeader: true,
      cell: (a) => (
        <div className="min-w-36">
          <span className="block">{a.actorName ?? T.unknown}</span>
          {a.impersonatorName ? (
            <span className="mt-0.5 block text-xs text-muted">
              {formatText(T.impersonatedBy, { name: a.impersonatorName })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: "what",
      header: T.columnWhat,
      cell: (a) => (
        <div className="min-w-40">
          <span className="block font-semibold">{a.actionLabel}</span>
          {a.label ? (
            a.link ? (
              <Link href={a.link} className="text-primary underline-offset-2 hover:underline">
                {a.label}
              </Link>
            ) : (
              <span className="block">{a.label}</span>
            )
          ) : null}
        </div>
      ),
    },
    {
      id: "changes",
      header: T.columnChanges,
      cell: (a) =>
        a.changes.length ? (
          <ul className="min-w-48 max-w-md space-y-0.5 text-sm">
            {a.changes.map((c) => (
              <li key={c.field} className="break-words">
                <span className="font-medium">{c.label}</span>: <span className="text-muted">{c.beforeText}</span>
                {" → "}
                <span>{c.afterText}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">-</span>
        ),
    },
  ];
  return <DataTable caption={T.title} columns={columns} rows={rows} getRowId={(a) => a.id} />;
}
