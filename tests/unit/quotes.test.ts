import { describe, expect, it } from "vitest";
import { quoteRequestSubject, quoteRequestText } from "@/emails/quote-request";
import { quoteDialogTitle, quoteStatusText, quoteTitle } from "@/lib/quotes/title";

const quote = {
  requestorOrganisationId: "cust",
  receiverOrganisationId: "dist",
  requesterOrganisationName: "Quarry Co",
  receiverOrganisationName: "North Hoses",
};
const offer = {
  requestorOrganisationId: "dist",
  receiverOrganisationId: "cust",
  requesterOrganisationName: "North Hoses",
  receiverOrganisationName: "Quarry Co",
};

describe("SPEC §4 quote titles", () => {
  it("reads for the distributor", () => {
    const distributor = { organisationId: "dist", isDistributor: true };
    expect(quoteTitle(distributor, offer)).toBe("Your company offered a quote to Quarry Co");
    expect(quoteTitle(distributor, quote)).toBe("Quarry Co requested a quote");
  });
  it("reads for the customer", () => {
    const customer = { organisationId: "cust", isDistributor: false };
    expect(quoteTitle(customer, quote)).toBe("Your company requested a quote from North Hoses");
    expect(quoteTitle(customer, offer)).toBe("North Hoses offered to provide a quote");
  });
  it("reads neutrally for everyone else", () => {
    expect(quoteTitle(null, quote)).toBe("Quarry Co sent request to North Hoses");
    expect(quoteTitle({ organisationId: "someone", isDistributor: true }, offer)).toBe(
      "North Hoses sent request to Quarry Co",
    );
  });
  it("titles the HoseQuote dialog and the status", () => {
    expect(quoteDialogTitle(true)).toBe("Offer quote");
    expect(quoteDialogTitle(false)).toBe("Request quote");
    expect(quoteStatusText(null, (d) => d)).toBe("Open");
    expect(quoteStatusText("2026-03-04T10:00:00.000Z", (d) => d.slice(0, 10))).toBe("Completed on 2026-03-04");
  });
});

describe("quote request email", () => {
  const props = {
    client: { name: "Harbour Hydraulics", primaryUrl: "http://harbour.localhost:3000", logoKey: null, theme: 2 },
    firstName: "Dana",
    requesterOrganisation: "Quarry Co",
    requesterName: "Cara Customer",
    receiverOrganisation: "North Hoses",
    offer: false,
    hoseName: "Crusher feed",
    hoseTagId: "T-1",
    location: "Main Quarry > Crusher",
    message: "Two spares, please.",
    link: "http://harbour.localhost:3000/portal/d/quote-requests/q",
  };
  it("names the hose, its location, the requester, the message and the link", () => {
    expect(quoteRequestSubject(props)).toBe("Quarry Co requested a quote for Crusher feed");
    expect(quoteRequestSubject({ ...props, offer: true })).toBe(
      "Quarry Co offered to provide a quote for Crusher feed",
    );
    const text = quoteRequestText(props);
    for (const part of [
      "Hello Dana,",
      "Hose: Crusher feed",
      "Location: Main Quarry > Crusher",
      "Requested by: Cara Customer, Quarry Co",
      "Two spares, please.",
      props.link,
    ]) {
      expect(text).toContain(part);
    }
    expect(quoteRequestText({ ...props, location: null })).toContain("Location: Uninstalled");
  });
});
