"use client";
import Link from "next/link";
import { loginAction } from "@/lib/actions/auth";
import { SubmitButton } from "@/components/ui/button";
import { ErrorList } from "@/components/ui/error-list";
import { TextField } from "@/components/ui/text-field";
import { otherErrors, useActionForm } from "@/components/ui/use-action-form";

const FIELDS = ["email", "password"] as const;

export type LoginText = { email: string; password: string; login: string; loggingIn: string; forgot: string };

/** Login tab: on success the action redirects (nextUrl when it is a same-site path, else the landing page). */
export function LoginForm({ nextUrl, text }: { nextUrl: string | null; text: LoginText }) {
  const [state, formAction, pending] = useActionForm(loginAction, ["email"]);
  return (
    <form action={formAction} className="space-y-4" noValidate>
      {nextUrl ? <input type="hidden" name="nextUrl" value={nextUrl} /> : null}
      <TextField
        name="email"
        label={text.email}
        type="email"
        autoComplete="username"
        required
        defaultValue={state.values.email}
        errors={state.errors.email}
      />
      <TextField
        name="password"
        label={text.password}
        type="password"
        autoComplete="current-password"
        required
        errors={state.errors.password}
      />
      <ErrorList messages={otherErrors(state.errors, FIELDS)} />
      <SubmitButton pending={pending} pendingLabel={text.loggingIn} className="w-full">
        {text.login}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-2 hover:underline">
          {text.forgot}
        </Link>
      </p>
    </form>
  );
}
