"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { showNotice } from "@/components/ui/notice-toast";
import type { ActionState } from "@/lib/actions/state";
import { useList } from "./list-context";

/**
 * Row commands of a list (unarchive, unlink, hide configurations, impersonate...): runs a
 * server action for one row, shows its message and reloads the list on success, and keeps the
 * errors with the row they belong to (SPEC §4, 8: errors are kept per row / in the list).
 */
export function useRowCommands() {
  const list = useList();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [, startTransition] = useTransition();

  const run = (rowId: string, command: () => Promise<ActionState<unknown>>) => {
    setPendingId(rowId);
    setErrors(({ [rowId]: _cleared, ...rest }) => rest);
    startTransition(async () => {
      const result = await command();
      setPendingId(null);
      if (result.ok) {
        showNotice(result.message);
        if (list) list.refresh();
        else router.refresh();
      } else {
        setErrors((e) => ({ ...e, [rowId]: Object.values(result.errors).flat() }));
      }
    });
  };

  return { run, pendingId, errorsFor: (rowId: string): string[] => errors[rowId] ?? [] };
}
