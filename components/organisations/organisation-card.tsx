import Link from "next/link";
import { RoleBadge } from "@/components/ui/role-badge";
import type { OrganisationMembership } from "@/lib/core/roles";

/** SPEC §2.5 OrganisationSelect: initials, name, role badge, account code and account type. */
/** The card's words in the page's language: the account types, "Account code" and the role's name. */
export type OrganisationCardText = { distributorAccount: string; customerAccount: string; accountCode: string };

export function OrganisationCard({
  organisation: o,
  text = {
    distributorAccount: "Distributor account",
    customerAccount: "Customer account",
    accountCode: "Account code",
  },
  roleLabel,
}: {
  organisation: OrganisationMembership;
  text?: OrganisationCardText;
  roleLabel?: string;
}) {
  return (
    <Link
      href={`/portal/${o.id}`}
      className="group flex items-center gap-4 rounded-xl border border-line bg-surface p-4 shadow-xs transition hover:border-primary hover:shadow-md"
    >
      <span
        aria-hidden
        className="grid h-12 w-12 shrink-0 place-items-center rounded-lg bg-primary text-base font-bold uppercase text-on-primary"
      >
        {o.name.slice(0, 2)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold group-hover:text-primary">{o.name}</span>
          <RoleBadge role={o.role} label={roleLabel} />
        </span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          <span>{o.isDistributor ? text.distributorAccount : text.customerAccount}</span>
          <span className="sr-only">, </span>
          <span className="whitespace-nowrap">
            {text.accountCode} <span className="font-mono font-medium text-ink">{o.accountCode}</span>
          </span>
        </span>
      </span>
      <span aria-hidden className="text-xl text-muted group-hover:text-primary">
        ›
      </span>
    </Link>
  );
}
