"use client";
import Link from "next/link";
import { useEffect, useRef, useState, useTransition } from "react";
import { oneTimeLoginAction } from "@/lib/actions/auth";
import { ErrorList } from "@/components/ui/error-list";
import { ProgressBar } from "@/components/ui/progress-bar";

/**
 * /one-time-login/{token}: redeems the token once on mount; the action goes on to organisation
 * selection. A token is single use, so a second call (React's dev double effects) never runs.
 */
/** The page's texts in its language (the `oneTimeLogin` catalogue namespace). */
export type OneTimeLoginText = { invalidRequest: string; goToLogin: string; signingIn: string; signingInNow: string };

export function OneTimeLogin({ token, text }: { token: string; text: OneTimeLoginText }) {
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  const [, startTransition] = useTransition();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startTransition(async () => {
      const result = await oneTimeLoginAction(token).catch(() => null);
      if (!result?.ok) setFailed(true);
    });
  }, [token]);

  if (failed) {
    return (
      <div className="space-y-4 text-center">
        {/* SPEC §8: one-time login failure reads 'Invalid request'. */}
        <ErrorList messages={[text.invalidRequest]} />
        <Link href="/login" className="font-medium text-primary underline-offset-2 hover:underline">
          {text.goToLogin}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ProgressBar label={text.signingIn} />
      <p className="text-center text-sm text-muted">{text.signingInNow}</p>
    </div>
  );
}
