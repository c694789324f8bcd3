import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import PortalError from "@/app/portal/[org]/error";
import { ClientProvider } from "@/components/providers/client-provider";
import { errorTexts } from "@/components/ui/ui-text";
import type { PublicClient } from "@/lib/clients/schemas";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The portal's error page says what the root layout hands down in the page's language (an
 * error boundary is rendered with the error alone and carries no catalogue of its own).
 */
const client = { name: "Demo Hydraulics", logo: null } as unknown as PublicClient;

// createElement takes the children as its third argument; the props' type needs them optional.
type ProviderProps = Omit<Parameters<typeof ClientProvider>[0], "children"> & { children?: ReactNode };
const Provider = ClientProvider as (props: ProviderProps) => ReactNode;
// The retry button asks for the router, which only a mounted app has.
const router = {} as NonNullable<React.ContextType<typeof AppRouterContext>>;

const render = (locale: Locale) =>
  renderToStaticMarkup(
    createElement(
      AppRouterContext.Provider,
      { value: router },
      createElement(
        Provider,
        { client, errorText: errorTexts(locale) },
        createElement(PortalError, { error: new Error("boom"), retry: () => {} }),
      ),
    ),
  );

describe("the portal's error page", () => {
  it("is in the language of the texts it is handed", () => {
    const german = render("de");
    expect(german).toContain("Beim Laden Ihrer Daten ist ein Fehler aufgetreten");
    expect(german).toContain("Erneut versuchen");
    expect(german).not.toContain("Try again");
    const spanish = render("es");
    expect(spanish).toContain("Se ha producido un error al cargar sus datos");
    expect(spanish).toContain("Reintentar");
  });

  it("keeps British English as the specification words a failed load", () => {
    const english = render("en-GB");
    expect(english).toContain("There was an error loading your data");
    expect(english).toContain("Try again");
  });
});
