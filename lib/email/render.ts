import "server-only";
import type { ReactElement } from "react";

type ReactDomServer = typeof import("react-dom/server");

/**
 * Renders an email component to a complete HTML document.
 *
 * Why the ignored dynamic import: route handlers and server actions are bundled for React
 * Server Components, where `react-dom/server` resolves to a module that throws (and a static
 * import fails the build). Left to Node at run time, it resolves to the ordinary server
 * renderer. Email components are plain markup (no hooks), so they render the same either way.
 */
export async function renderEmailHtml(element: ReactElement): Promise<string> {
  const { renderToStaticMarkup }: ReactDomServer = await import(
    /* webpackIgnore: true */ /* turbopackIgnore: true */ "react-dom/server"
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
}
