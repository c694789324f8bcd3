import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "@/lib/rich-text";

describe("sanitizeRichText", () => {
  it("keeps headings 1 to 3 and standard formatting", () => {
    const html =
      "<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>s</strong> <em>e</em> <u>u</u> <s>x</s><br></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>";
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("drops scripts, handlers, styles, other tags and unsafe links", () => {
    const out = sanitizeRichText(
      `<h4>h4</h4><p style="color:red" onclick="x()">p</p><script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://e"></iframe><a href="javascript:alert(1)">j</a>`,
    );
    expect(out).toBe(`h4<p>p</p><a target="_blank" rel="noopener noreferrer">j</a>`);
  });

  it("opens links in a new tab without a window handle, whatever the author set", () => {
    expect(sanitizeRichText(`<a href="https://example.com" target="_top" rel="opener">x</a>`)).toBe(
      `<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>`,
    );
  });

  it("answers empty text for nothing stored", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText(undefined)).toBe("");
  });
});
