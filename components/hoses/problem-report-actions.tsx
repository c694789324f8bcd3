"use client";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { problemReportAction } from "@/lib/actions/problem-reports";

/**
 * An Admin's buttons under an anonymous problem report on the hose's timeline: mark it resolved
 * (it stays, marked), or hide it (abuse, spam: it leaves the timeline with its photo).
 */
export function ProblemReportActions({
  org,
  reportId,
  resolved,
}: {
  org: string;
  reportId: string;
  resolved: boolean;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [running, setRunning] = useState<"resolve" | "hide" | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const run = (action: "resolve" | "hide") => {
    setErrors([]);
    setRunning(action);
    start(async () => {
      const result = await problemReportAction(org, reportId, action);
      if (result.ok) router.refresh();
      else setErrors(Object.values(result.errors).flat());
      setRunning(null);
    });
  };
  return (
    <div className="mt-2 space-y-2">
      <div className="flex flex-wrap gap-2">
        {resolved ? null : (
          <Button
            variant="secondary"
            pending={pending && running === "resolve"}
            pendingLabel="Saving"
            disabled={pending}
            onClick={() => run("resolve")}
          >
            Mark resolved
          </Button>
        )}
        <Button
          variant="ghost"
          pending={pending && running === "hide"}
          pendingLabel="Hiding"
          disabled={pending}
          onClick={() => run("hide")}
        >
          Hide report
        </Button>
      </div>
      <ErrorList messages={errors} />
    </div>
  );
}
