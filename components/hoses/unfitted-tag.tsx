import { ButtonLink } from "@/components/ui/button-link";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { fitTagAction } from "@/lib/actions/hoses";
import { buildCtx, requireUser } from "@/lib/core/ctx";
import type { Session } from "@/lib/core/session";
import type { Client } from "@/lib/generated/prisma/client";
import { listHoses } from "@/lib/hoses/list-hoses";
import { hoseTitle } from "@/lib/hoses/screen";
import { KeysetListQuerySchema } from "@/lib/lists/schemas";
import { FitTagButton } from "./fit-tag-button";

/** The texts of an unfitted tag's page, together so a translation can find them. */
export const UNFITTED_TEXT = {
  title: (tagId: string) => `Tag ${tagId} is not on a hose yet`,
  intro: "Fit it to a new hose, or to a hose already in the portal whose tag is missing or lost.",
  newHose: "Tag a new hose with it",
  existing: "Or fit it to a hose already in the portal",
  search: "Find the hose",
  searchHint: "Its name, tag, configuration or location",
  find: "Find",
  none: "No hose matches. Try another word, or tag a new hose with it.",
  fit: (title: string) => `Fit to ${title}`,
  forOrganisation: (name: string) => `For ${name}`,
  organisation: "Organisation",
} as const;

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
      <p className="text-center text-sm text-muted">{UNFITTED_TEXT.intro}</p>
      <ul className="space-y-2">
        {organisations.map((o) => (
          <li key={o.id}>
            <ButtonLink
              href={`/portal/${o.id}/hoses/add?tagId=${encodeURIComponent(tagId)}`}
              className="min-h-11 w-full justify-center"
            >
              {UNFITTED_TEXT.newHose}
              {organisations.length > 1 ? (
                <span className="sr-only"> {UNFITTED_TEXT.forOrganisation(o.name)}</span>
              ) : null}
            </ButtonLink>
            {organisations.length > 1 ? <p className="mt-1 text-center text-xs text-muted">{o.name}</p> : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="fit-existing" className="space-y-3 border-t border-line pt-4">
        <h2 id="fit-existing" className="text-base font-semibold">
          {UNFITTED_TEXT.existing}
        </h2>
        <form method="get" className="flex items-end gap-2">
          {organisations.length > 1 ? (
            <label className="block text-sm font-medium">
              {UNFITTED_TEXT.organisation}
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
            label={UNFITTED_TEXT.search}
            hint={UNFITTED_TEXT.searchHint}
            defaultValue={search}
            className="flex-1"
          />
          <Button type="submit" variant="secondary" className="min-h-11">
            {UNFITTED_TEXT.find}
          </Button>
        </form>
        {found === null ? null : found.length === 0 ? (
          <p className="text-sm text-muted" role="status">
            {UNFITTED_TEXT.none}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={UNFITTED_TEXT.search}>
            {found.map((h) => (
              <li key={h.id} className="rounded-lg border border-line p-3">
                <p className="font-medium">{hoseTitle(h)}</p>
                <p className="mb-2 text-sm text-muted">{h.organisationZoneName ?? h.customerName}</p>
                <FitTagButton
                  action={fitTagAction.bind(null, org.id, h.id, tagId)}
                  label={UNFITTED_TEXT.fit(hoseTitle(h))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
