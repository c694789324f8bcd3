import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * E-mail addresses in narrow table cells wrapped mid-word ("priya@north.exa / mple", break-all):
 * they now offer line breaks only before the @ and the domain's dots, and break a word only when
 * a part alone is wider than the cell (break-words).
 */
describe("EmailAddress", () => {
  it("offers breaks before the @ and the domain's dots, and never breaks all", () => {
    const html = renderToStaticMarkup(createElement(EmailAddress, { email: "priya@north.example" }));
    expect(html).not.toContain("break-all");
    expect(html.replace(/<\/?span[^>]*>/g, "")).toBe("priya<wbr/>@north<wbr/>.example");
    expect(html).toContain('class="break-words"');
  });

  it("shows anything that is not an address as it is", () => {
    expect(renderToStaticMarkup(createElement(EmailAddress, { email: "nobody" }))).toBe(
      '<span class="break-words">nobody</span>',
    );
  });
});
