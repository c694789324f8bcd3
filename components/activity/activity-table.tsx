"use client";
import Link from "next/link";
import { DataTable, type DataColumn } from "@/components/lists/data-table";
import type { ActivityRow } from "@/lib/audit/schemas";

export type ActivityListItem = ActivityRow & { link: string | null };

/** "23/11/2026 14:05" in the viewer's time zone (the instant is stored in UTC). */
function when(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The rows of the Activity list: when, who (and the admin behind them), what, the changed fields. */
export function ActivityTable({ rows }: { rows: ActivityListItem[] }) {
  const columns: DataColumn<ActivityListItem>[] = [
    {
      id: "when",
      header: "When",
      cell: (a) => (
        <time dateTime={a.createdAt} className="whitespace-nowrap" suppressHydrationWarning>
          {when(a.createdAt)}
        </time>
      ),
    },
    {
      id: "who",
      header: "Who",
      rowHeader: true,
      cell: (a) => (
        <div className="min-w-36">
          <span className="block">{a.actorName ?? "Unknown"}</span>
          {a.impersonatorName ? (
            <span className="mt-0.5 block text-xs text-muted">Impersonated by {a.impersonatorName}</span>
          ) : null}
        </div>
      ),
    },
    {
      id: "what",
      header: "What",
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
      header: "Changes",
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
  return <DataTable caption="Activity" columns={columns} rows={rows} getRowId={(a) => a.id} />;
}
