"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** A secret shown once (a new API key, a webhook's signing secret), with a copy button. */
export function CopySecret({
  title,
  hint,
  secret,
  text,
}: {
  title: string;
  hint: string;
  secret: string;
  /** The button's words in the page's language. */
  text: { copy: string; copied: string };
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div role="status" className="space-y-2 rounded border border-success bg-success/10 p-3">
      <p className="font-medium">{title}</p>
      <p className="text-sm">{hint}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={id} className="sr-only">
          {title}
        </label>
        <input
          id={id}
          readOnly
          value={secret}
          data-testid="shown-secret"
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded border border-line bg-surface px-2 py-1 font-mono text-sm"
        />
        <Button variant="secondary" onClick={copy}>
          {copied ? text.copied : text.copy}
        </Button>
      </div>
    </div>
  );
}
