"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition } from "react";
import { ErrorList } from "@/components/ui/error-list";
import { showNotice } from "@/components/ui/notice-toast";
import { deletePendingUserAction } from "@/lib/actions/users";
import { formatText } from "@/lib/i18n/format-text";
import type { UsersText } from "./users-text";

type Invite = { id: string; fullName: string; email: string };

/**
 * 'Pending invites (N)' (SPEC §2.5 Users): a menu button listing the invitations not accepted
 * yet, each with a delete button. Escape or a click outside closes it.
 */
export function PendingInvites({
  organisationId,
  invites,
  text,
}: {
  organisationId: string;
  invites: Invite[];
  text: UsersText;
}) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [, startTransition] = useTransition();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const remove = (invite: Invite) => {
    setErrors([]);
    setDeleting(invite.id);
    startTransition(async () => {
      const result = await deletePendingUserAction(organisationId, invite.id);
      setDeleting(null);
      if (result.ok) {
        showNotice(result.message);
        router.refresh();
        button.current?.focus();
      } else {
        setErrors(Object.values(result.errors).flat());
      }
    });
  };

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-4 py-2 text-sm font-semibold hover:bg-canvas"
      >
        {formatText(text.pendingInvites, { count: invites.length })}
        <span aria-hidden className="text-muted">
          ▾
        </span>
      </button>
      <div
        id={`${id}-panel`}
        hidden={!open}
        className="absolute right-0 z-30 mt-1 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface p-2 shadow-lg"
      >
        <p className="px-2 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {text.pendingInvitations}
        </p>
        {invites.length === 0 ? <p className="px-2 pb-2 text-sm text-muted">{text.noPendingInvitations}</p> : null}
        <ul className="max-h-80 divide-y divide-line overflow-y-auto">
          {invites.map((invite) => (
            <li key={invite.id} className="flex items-center justify-between gap-3 px-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium">{invite.fullName}</span>
                <span className="block truncate text-xs text-muted">{invite.email}</span>
              </span>
              <button
                type="button"
                onClick={() => remove(invite)}
                disabled={deleting !== null}
                aria-label={formatText(text.deleteInvitationFor, { email: invite.email })}
                className="min-h-10 shrink-0 rounded-md px-3 text-sm font-semibold text-error hover:bg-error/10 disabled:opacity-60"
              >
                {deleting === invite.id ? text.deleting : text.delete}
              </button>
            </li>
          ))}
        </ul>
        <ErrorList messages={errors} />
      </div>
    </div>
  );
}
