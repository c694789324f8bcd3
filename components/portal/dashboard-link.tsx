"use client";
import Link from "next/link";
import { useParams } from "next/navigation";
import { buttonClasses } from "@/components/ui/button-styles";

/** A link to the current portal's Dashboard (/portal/{org}), for pages that have no params. */
export function DashboardLink({ label = "Go to the Dashboard" }: { label?: string }) {
  const { org } = useParams<{ org: string }>();
  return (
    <Link href={`/portal/${org}`} className={buttonClasses("secondary")}>
      {label}
    </Link>
  );
}
