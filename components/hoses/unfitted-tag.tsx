import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fitTagAction } from "@/lib/actions/hoses";
import { buildCtx, requireUser } from "@/lib/core/ctx";
import type { Session } from "@/lib/core/session";
import type { Client } from "@/lib/generated/prisma/client";
import { listHoses } from "@/lib/hoses/list-hoses";
import { translator } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/web/locale";
import { hoseStateText } from "./hose-state-text";
import { hoseTitleIn } from "./hose-text";
import { KeysetListQuerySchema } from "@/lib/lists/schemas";
import { FitTagButton } from "./fit-tag-button";

/** The page's title in `locale`. */
export const unfittedTitle = (tagId: string, locale: Locale) => translator(locale, "unfittedTag")("title", { tagId });

const SHOWN = 10;

/**
 * `/t/{tagId}` for a signed-in user who may tag hoses when no hose carries the tag: a new hose
 * with it (the hose form with the tag filled in), or a search of the organisation's hoses, each
 * with a button that fits the tag to it (the same rules as saving the hose with that tag).
 */
export async function UnfittedTag({
  client,
  session,
  tagId,
  organisations,
  organisationId,
  search,
}: {
  client: Client;
  session: Session;
  tagId: string;
  organisations: Array<{ id: string; name: string }>;
  /** The organisation searched in (one of `organisations`), or the first. */
  organisationId: string | undefined;
  search: string;
}) {
  const org = organisations.find((o) => o.id === organisationId) ?? organisations[0]!;
  // In the page's language (the `unfittedTag` namespace); the hoses' titles as the hose list writes them.
  const locale = await pageLocale();
  const t = translator(locale, "unfittedTag");
  const state = hoseStateText(locale);
  const T = {
    intro: t("intro"),
    newHose: t("newHose"),
    existing: t("existing"),
    search: t("search"),
    searchHint: t("searchHint"),
    find: t("find"),
    none: t("none"),
    fit: (title: string) => t("fit", { title }),
    forOrganisation: (name: string) => t("forOrganisation", { name }),
    organisation: t("organisation"),
  };
  const found = search
    ? (
        await listHoses(
          requireUser(buildCtx(client, session, org.id)),
          KeysetListQuerySchema.parse({ limit: String(SHOWN), filters: JSON.stringify({ search }) }),
        )
      ).items
    : null;
  return (
    <div className="space-y-6">
      <p className="text-center text-sm text-muted">{T.intro}</p>
      <ul className="space-y-2">
        {organisations.map((o) => (
          <li key={o.id}>
            <ButtonLink
              href={`/portal/${o.id}/hoses/add?tagId=${encodeURIComponent(tagId)}`}
              className="min-h-11 w-full justify-center"
            >
              {T.newHose}
              {organisations.length > 1 ? <span className="sr-only"> {T.forOrganisation(o.name)}</span> : null}
            </ButtonLink>
            {organisations.length > 1 ? <p className="mt-1 text-center text-xs text-muted">{o.name}</p> : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="fit-existing" className="space-y-3 border-t border-line pt-4">
        <h2 id="fit-existing" className="text-base font-semibold">
          {T.existing}
        </h2>
        <form method="get" className="flex items-end gap-2">
          {organisations.length > 1 ? (
            <label className="block text-sm font-medium">
              {T.organisation}
              <select
                name="org"
                defaultValue={org.id}
                className="mt-1 block min-h-11 rounded-md border border-line px-2"
              >
                {organisations.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <TextField
            name="q"
            type="search"
            label={T.search}
            hint={T.searchHint}
            defaultValue={search}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" className="min-h-11">
            {T.find}
          </Button>
        </form>
        {found === null ? null : found.length === 0 ? (
          <p className="text-sm text-muted" role="status">
            {T.none}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={T.search}>
            {found.map((h) => (
              <li key={h.id} className="rounded-lg border border-line p-3">
                <p className="font-medium">{hoseTitleIn(h, state)}</p>
                <p className="mb-2 text-sm text-muted">{h.organisationZoneName ?? h.customerName}</p>
                <FitTagButton
                  action={fitTagAction.bind(null, org.id, h.id, tagId)}
                  label={T.fit(hoseTitleIn(h, state))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
