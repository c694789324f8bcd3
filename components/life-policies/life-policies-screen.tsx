import { PageHeader } from "@/components/ui/page-header";
import { saveLifePolicyAction } from "@/lib/actions/life-policies";
import { getLifePolicyScreen } from "@/lib/hoses/life-policy-screen";
import { canSetLifePolicies } from "@/lib/hoses/life-policy-access";
import type { PolicyLevel } from "@/lib/hoses/life-policy";
import { portalBase } from "@/lib/portal/menu";
import { requireAccess, requirePortalCtx } from "@/lib/web/browser-session";
import { LifePoliciesTable } from "./life-policies-table";
import { LifePolicyForm, type PolicyKey } from "./life-policy-form";
import { clientTexts } from "@/lib/i18n/catalogue";
import { pageLocale } from "@/lib/web/locale";
import { lifePolicyText } from "./life-policy-text";

const LEVELS: readonly string[] = ["client", "distributor", "customer", "zone", "configuration"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The life policies the caller may set (lib/hoses/life-policy-access.ts): the policies in force
 * and a form for one level's. `organisation` in the URL chooses whose sites, zones and
 * configurations are offered; `level` and `target` (an Edit link) fill the form in.
 */
export async function LifePoliciesScreen({
  org,
  searchParams,
}: {
  org: string;
  searchParams: Record<string, string | string[] | undefined>;
}) {
  const ctx = await requirePortalCtx(org);
  requireAccess(ctx, canSetLifePolicies(ctx));
  const param = (k: string) => (typeof searchParams[k] === "string" ? (searchParams[k] as string) : undefined);
  const chosen = param("organisation");
  const data = await getLifePolicyScreen(ctx, chosen && UUID.test(chosen) ? chosen : undefined);
  const base = `${portalBase(ctx.organisation)}/life-policies`;
  const words = clientTexts(await pageLocale(), "lifePolicies");
  const TEXT = lifePolicyText(words);

  const current = Object.fromEntries(data.policies.map((p) => [`${p.level}:${p.targetId}`, p.values])) as Record<
    PolicyKey,
    (typeof data.policies)[number]["values"]
  >;
  const level = param("level");
  const target = param("target");
  const initial =
    level && LEVELS.includes(level) && target && data.targets[level as PolicyLevel].some((t) => t.value === target)
      ? { level: level as PolicyLevel, targetId: target }
      : null;
  const rows = data.policies.map((p) => {
    const query = new URLSearchParams({ level: p.level, target: p.targetId });
    if (p.organisationId) query.set("organisation", p.organisationId);
    return { ...p, href: p.editable ? `${base}?${query.toString()}#set-policy` : null };
  });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={TEXT.title} description={TEXT.description} />
      <section aria-labelledby="policy-order" className="rounded-lg border border-line bg-surface p-4 text-sm">
        <h2 id="policy-order" className="font-semibold">
          {TEXT.orderTitle}
        </h2>
        <p className="mt-1 text-muted">{TEXT.order}</p>
      </section>

      <section aria-labelledby="policies-in-force" className="space-y-2">
        <h2 id="policies-in-force" className="text-lg font-semibold">
          {TEXT.policiesTitle}
        </h2>
        {rows.length ? (
          <LifePoliciesTable rows={rows} text={words} />
        ) : (
          <p className="text-muted">{TEXT.policiesEmpty}</p>
        )}
      </section>

      {data.organisations.length > 1 ? (
        <form method="get" action={base} className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="policy-scope" className="mb-1 block text-sm font-medium">
              {TEXT.scopeLabel}
            </label>
            <select
              id="policy-scope"
              name="organisation"
              defaultValue={data.scope ?? ""}
              aria-describedby="policy-scope-hint"
              className="block min-h-11 w-full max-w-md rounded-md border border-line bg-surface px-3 py-2 text-base"
            >
              {data.scope === null ? <option value="">{TEXT.scopeNone}</option> : null}
              {data.organisations.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <p id="policy-scope-hint" className="mt-1 text-sm text-muted">
              {TEXT.scopeHint}
            </p>
          </div>
          <button
            type="submit"
            className="mb-7 inline-flex min-h-11 items-center rounded-md border border-line px-4 text-sm font-medium"
          >
            {TEXT.scopeShow}
          </button>
        </form>
      ) : null}

      <LifePolicyForm
        key={`${data.scope}:${initial?.level}:${initial?.targetId}:${JSON.stringify(current)}`}
        action={saveLifePolicyAction.bind(null, org)}
        targets={data.targets}
        current={current}
        initial={initial}
        text={words}
      />
    </div>
  );
}
