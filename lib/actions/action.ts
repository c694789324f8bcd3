import "server-only";
import { translateErrorBody, translateSentence } from "@/lib/i18n/catalogue";
import { SOURCE_LOCALE } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/web/locale";
import { redirect } from "next/navigation";
import type { z } from "zod";
import { browserSession, requireBrowserSession } from "@/lib/web/browser-session";
import { buildCtx, type AuthedCtx } from "@/lib/core/ctx";
import type { Session } from "@/lib/core/session";
import type { Client } from "@/lib/generated/prisma/client";
import { portalActionCtx } from "./ctx";
import { formObject, runAction, type ActionState } from "./state";

/**
 * The one wrapper every server action goes through, the counterpart of route() for /api/v1:
 *  - the caller's scope (the portal Ctx, the signed-in user, or the signed-out client);
 *  - a form's FormData read into a plain object (checkboxes named in `booleans` become
 *    true/false), shaped by `input` where the form differs from the API payload, and parsed
 *    with the same zod schema the API uses;
 *  - the service's result returned as ActionState: its message, its data, or a redirect once
 *    the work is done;
 *  - errors mapped by runAction: domain and zod errors become field errors, the database being
 *    down a notice, anything else a logged reference.
 *
 * The page binds the leading arguments (the portal organisation, then ids); a form action gets
 * (previous state, FormData) after them. An action without a schema takes no form: its bound
 * arguments are all it reads (a form that posts to it adds arguments it ignores).
 */

/** What a handler may return: the form's message, data for the caller, or where to go next. */
export type Done<T> = { message?: string; data?: T; redirect?: string } | void;

type Scope = Record<string, unknown>;

/** The raw form, for `input` to shape into the payload the schema parses. */
export type RawForm<S extends Scope> = S & { form: Record<string, unknown>; formData: FormData };

type FormOptions<S extends Scope, Sch extends z.ZodType, B extends unknown[]> = {
  schema: Sch;
  /** Checkbox names: present and "on"/"true" -> true, else false. */
  booleans?: readonly string[];
  /** The payload from the form and the bound arguments, when it is not the form's fields as they are. */
  input?: (raw: RawForm<S>, ...bound: B) => unknown;
};

type FormHandler<S extends Scope, Sch extends z.ZodType, B extends unknown[], T> = (
  scope: S & { input: z.infer<Sch>; formData: FormData },
  ...bound: B
) => Promise<Done<T>>;

type PlainHandler<S extends Scope, B extends unknown[], T> = (scope: S, ...bound: B) => Promise<Done<T>>;

/** What the implementations see of the options and handler once the overloads have typed them. */
type AnyOptions = {
  schema?: z.ZodType;
  booleans?: readonly string[];
  input?: (...args: never[]) => unknown;
  organisation?: "admin";
};
type AnyHandler = (...args: never[]) => Promise<Done<unknown>>;

/** The (previous state, FormData) pair React's form actions add after the bound arguments. */
type FormTail = [prev: ActionState, formData: FormData];

function toState<T>(done: Done<T>): ActionState<T> {
  const state: ActionState<T> = { ok: true, errors: {} };
  if (done?.message !== undefined) state.message = done.message;
  if (done?.data !== undefined) state.data = done.data;
  return state;
}

/**
 * Runs one call: scope, payload, handler, all inside runAction; the redirect (a thrown
 * navigation) only once the handler has succeeded.
 */
async function perform<S extends Scope, T>(
  resolve: () => Promise<S>,
  body: (scope: S) => Promise<Done<T>>,
): Promise<ActionState<T>> {
  let destination: string | undefined;
  const state = await runAction<T>(async () => {
    const done = await body(await resolve());
    destination = done?.redirect;
    return toState(done);
  });
  if (state.ok && destination !== undefined) redirect(destination);
  return inPageLanguage(state);
}

/**
 * The services speak British English (the specification's sentences); a form shows their
 * errors and notice in the page's language where the catalogue knows the sentence.
 */
async function inPageLanguage<T>(state: ActionState<T>): Promise<ActionState<T>> {
  const locale = await pageLocale();
  if (locale === SOURCE_LOCALE) return state;
  return {
    ...state,
    errors: translateErrorBody(state.errors, locale),
    ...(state.message !== undefined ? { message: translateSentence(state.message, locale) } : {}),
  };
}

async function parseForm<S extends Scope, Sch extends z.ZodType, B extends unknown[]>(
  options: FormOptions<S, Sch, B>,
  scope: S,
  formData: FormData,
  bound: B,
): Promise<z.infer<Sch>> {
  const form = formObject(formData, options.booleans);
  const raw = options.input ? await options.input({ ...scope, form, formData }, ...bound) : form;
  return options.schema.parse(raw);
}

/** Splits a form action's arguments into the bound ones and the FormData React passes last. */
function formArgs<B extends unknown[]>(args: unknown[]): { bound: B; formData: FormData } {
  const formData = args.at(-1);
  return { bound: args.slice(0, -2) as B, formData: formData instanceof FormData ? formData : new FormData() };
}

/* ---------------------------------------------------------------- portal: /portal/{org} */

type PortalScope = { ctx: AuthedCtx; organisationId: string };

/**
 * An action of a /portal/{org} screen: its first argument is the portal organisation, the Ctx is
 * the signed-in user acting for it (not a member: 404, 'admin' without rights: 403, no session:
 * login).
 */
export function portalAction<Sch extends z.ZodType, B extends unknown[] = [], T = unknown>(
  options: FormOptions<PortalScope, Sch, B>,
  handler: FormHandler<PortalScope, Sch, B, T>,
): (organisationId: string, ...args: [...B, ...FormTail]) => Promise<ActionState<T>>;
export function portalAction<B extends unknown[] = [], T = unknown>(
  options: Record<string, never>,
  handler: PlainHandler<PortalScope, B, T>,
): (organisationId: string, ...args: B) => Promise<ActionState<T>>;
export function portalAction(options: AnyOptions, handler: AnyHandler) {
  return async (organisationId: string, ...args: unknown[]) => {
    const resolve = async (): Promise<PortalScope> => ({ ctx: await portalActionCtx(organisationId), organisationId });
    return perform(resolve, (scope) => run(options, handler, scope, args));
  };
}

/* ------------------------------------------------- signed in: profile, outside the portal */

type UserScope = { ctx: AuthedCtx; client: Client; session: Session };

type UserOptions = {
  /** The organisation the Ctx acts for: none (the profile's own account) or 'admin'. */
  organisation?: "admin";
};

/** An action of a signed-in screen outside /portal/{org} (the profile, organisation creation). */
export function userAction<Sch extends z.ZodType, B extends unknown[] = [], T = unknown>(
  options: UserOptions & FormOptions<UserScope, Sch, B>,
  handler: FormHandler<UserScope, Sch, B, T>,
): (...args: [...B, ...FormTail]) => Promise<ActionState<T>>;
export function userAction<B extends unknown[] = [], T = unknown>(
  options: UserOptions,
  handler: PlainHandler<UserScope, B, T>,
): (...args: B) => Promise<ActionState<T>>;
export function userAction(options: AnyOptions, handler: AnyHandler) {
  return async (...args: unknown[]) => {
    const resolve = async (): Promise<UserScope> => {
      const { client, session } = await requireBrowserSession();
      return { ctx: buildCtx(client, session, options.organisation ?? null) as AuthedCtx, client, session };
    };
    return perform(resolve, (scope) => run(options, handler, scope, args));
  };
}

/* ----------------------------------------------------- signed out: login, register, cards */

type PublicScope = { client: Client; session: Session | null };

/** An action of a signed-out screen: the client of this host and the session, if any. */
export function publicAction<Sch extends z.ZodType, B extends unknown[] = [], T = unknown>(
  options: FormOptions<PublicScope, Sch, B>,
  handler: FormHandler<PublicScope, Sch, B, T>,
): (...args: [...B, ...FormTail]) => Promise<ActionState<T>>;
export function publicAction<B extends unknown[] = [], T = unknown>(
  options: Record<string, never>,
  handler: PlainHandler<PublicScope, B, T>,
): (...args: B) => Promise<ActionState<T>>;
export function publicAction(options: AnyOptions, handler: AnyHandler) {
  return async (...args: unknown[]) => perform(browserSession, (scope) => run(options, handler, scope, args));
}

/**
 * The body shared by every kind: with a schema, the trailing FormData is parsed into `input`;
 * without one, the arguments are passed on as they are.
 */
async function run<S extends Scope>(options: AnyOptions, anyHandler: AnyHandler, scope: S, args: unknown[]) {
  const handler = anyHandler as (scope: S, ...bound: unknown[]) => Promise<Done<unknown>>;
  if (!options.schema) return handler(scope, ...args);
  const { bound, formData } = formArgs(args);
  const input = await parseForm(options as FormOptions<S, z.ZodType, unknown[]>, scope, formData, bound);
  return handler({ ...scope, input, formData }, ...bound);
}
