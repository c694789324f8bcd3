import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { EmailChange } from "@/emails/email-change";
import { Invitation, invitationContent } from "@/emails/invitation";
import { accountEmailText, expiryText, logoUrl, type EmailClient } from "@/emails/layout";
import { PasswordReset, passwordResetContent } from "@/emails/password-reset";
import { VerifyEmail } from "@/emails/verify-email";
import { renderEmailHtml } from "@/lib/email/render";

const client: EmailClient = {
  name: "Demo Hydraulics",
  primaryUrl: "http://demo.localhost:3000",
  logoKey: null,
  theme: 1,
};
const link = "http://demo.localhost:3000/validate/abc_DEF-123?x=1&y=2";

describe("account email templates", () => {
  it("render a full document with the link on the button and as text, the expiry and the ignore line", async () => {
    const html = await renderEmailHtml(
      createElement(VerifyEmail, { client, firstName: "Pat", link, expiresInHours: 24 }),
    );
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    const escapedLink = link.replace(/&/g, "&amp;");
    expect(html.match(new RegExp(`href="${escapedLink.replace(/[?.]/g, "\\$&")}"`, "g"))).toHaveLength(2);
    expect(html).toContain(`>${escapedLink}</a>`);
    expect(html).toContain('<p style="margin:0 0 16px">Hello Pat,</p>');
    expect(html).toContain("This link expires in 24 hours.");
    expect(html).toContain("If you did not expect this email, you can safely ignore it.");
    expect(html).toContain("Confirm email and create password");
    expect(html).not.toMatch(/<style|class=/); // inline styles only
  });

  it("escapes user-supplied names in HTML and keeps them verbatim in the text", async () => {
    const evil = '<script>alert("x")</script>';
    const props = { client: { ...client, name: `Acme ${evil}` }, firstName: evil, link, expiresInHours: 2 };
    const html = await renderEmailHtml(createElement(PasswordReset, props));
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    const text = accountEmailText(props, passwordResetContent(props));
    expect(text).toContain(`Hello ${evil},`);
  });

  it("shows the logo from the client's primary URL when there is one, else a wordmark", async () => {
    const withLogo = { ...client, primaryUrl: "https://portal.example.test/", logoKey: "k/logo.png" };
    expect(logoUrl(withLogo)).toBe("https://portal.example.test/api/v1/clients/current/logo");
    const html = await renderEmailHtml(
      createElement(PasswordReset, { client: withLogo, firstName: "A", link, expiresInHours: 2 }),
    );
    expect(html).toContain('<img src="https://portal.example.test/api/v1/clients/current/logo" alt="Demo Hydraulics"');
    const plain = await renderEmailHtml(
      createElement(PasswordReset, { client, firstName: "A", link, expiresInHours: 2 }),
    );
    expect(plain).not.toContain("<img");
    expect(plain).toContain(">Demo Hydraulics</span>");
  });

  it("words the invitation for an organisation, with or without an inviter, and for client admins", async () => {
    const base = { client, firstName: "Sam", link, expiresInHours: 168 };
    expect(
      invitationContent({ ...base, inviterName: "Jo Bloggs", organisationName: "Quarry Works Ltd" }).paragraphs[0],
    ).toBe("Jo Bloggs has invited you to join Quarry Works Ltd on Demo Hydraulics.");
    expect(invitationContent({ ...base, organisationName: "Quarry Works Ltd" }).subject).toBe(
      "You have been invited to join Quarry Works Ltd on Demo Hydraulics",
    );
    expect(invitationContent(base).paragraphs[0]).toBe(
      "You have been invited to become a client administrator of Demo Hydraulics.",
    );
    const html = await renderEmailHtml(createElement(Invitation, { ...base, inviterName: "Jo" }));
    expect(html).toContain("This link expires in 7 days.");
  });

  it("names the new address in the email-change email", async () => {
    const html = await renderEmailHtml(
      createElement(EmailChange, { client, firstName: "Pat", link, expiresInHours: 24, email: "new@example.test" }),
    );
    expect(html).toContain("account to new@example.test.");
  });

  it("states the expiry in minutes, hours or days", () => {
    expect(expiryText(0.25)).toBe("This link expires in 15 minutes.");
    expect(expiryText(1)).toBe("This link expires in 1 hour.");
    expect(expiryText(2)).toBe("This link expires in 2 hours.");
    expect(expiryText(24)).toBe("This link expires in 24 hours.");
    expect(expiryText(72)).toBe("This link expires in 3 days.");
  });
});
