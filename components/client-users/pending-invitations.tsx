"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { showNotice } from "@/components/ui/notice-toast";
import { deletePendingClientUserAction } from "@/lib/actions/client-users";
import { formatText } from "@/lib/i18n/format-text";
import type { ClientUsersText } from "./client-users-text";

export type PendingInvitation = { id: string; fullName: string; email: string };

/** ClientUsers pending invitations, each deletable; after a change the users list route reloads. */
export function PendingInvitations({
  items,
  organisationId,
  listHref,
  text,
}: {
  text: ClientUsersText;
  items: PendingInvitation[] | null;
  organisationId: string;
  listHref: string;
}) {
  const router = useRouter();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [, startTransition] = useTransition();
  const remove = (id: string) => {
    setPendingId(id);
    startTransition(async () => {
      const result = await deletePendingClientUserAction(organisationId, id);
      setPendingId(null);
      if (result.ok) {
        showNotice(result.message);
        router.replace(listHref, { scroll: false });
        router.refresh();
      } else setErrors((e) => ({ ...e, [id]: Object.values(result.errors).flat() }));
    });
  };
  return (
    <section
      aria-labelledby="pending-heading"
      className="rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5"
    >
      <h2 id="pending-heading" className="text-lg font-semibold">
        {text.pendingInvitations} {items ? `(${items.length})` : null}
      </h2>
      {items === null ? (
        <p className="mt-2 text-sm text-error">{text.loadError}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{text.noPending}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {items.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">{p.fullName}</p>
                <p className="break-all text-sm text-muted">{p.email}</p>
                {errors[p.id]?.length ? (
                  <p role="alert" className="text-sm text-error">
                    {errors[p.id]!.join(". ")}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {/* ClientUserEdit: a typo in the name or address is corrected, not re-invited. */}
                <ButtonLink
                  href={`${listHref}/${p.id}`}
                  scroll={false}
                  variant="secondary"
                  aria-label={formatText(text.editInvitationFor, { email: p.email })}
                >
                  {text.editRow}
                </ButtonLink>
                <Button
                  variant="secondary"
                  className="text-error"
                  pending={pendingId === p.id}
                  pendingLabel={text.deleting}
                  aria-label={formatText(text.deleteInvitationFor, { email: p.email })}
                  onClick={() => remove(p.id)}
                >
                  {text.deleteInvitation}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
