/**
 * The demo data set (docs/CONTRACTS.md "Demo seed"). Accounts, hostnames and organisation
 * names are a contract: tests outside the project log in with them.
 */

export const DEMO_PASSWORD = "Demo-password-1";

export const HOSE_TYPES = ["1SN", "2SN", "4SP", "4SH", "R12", "R13", "R15", "R7 Thermoplastic", "PTFE Smoothbore"];

/** Bore sizes with their dash size, in order. */
export const BORE_SIZES: Array<[name: string, dash: number]> = [
  ['1/4"', 4],
  ['3/8"', 6],
  ['1/2"', 8],
  ['5/8"', 10],
  ['3/4"', 12],
  ['1"', 16],
  ['1 1/4"', 20],
  ['1 1/2"', 24],
  ['2"', 32],
];

export const MANUFACTURERS = ["Parker", "Gates", "Manuli", "Alfagomma", "Eaton", "Semperit", "Dunlop Hiflex"];

export const CONNECTION_TYPES = ["Straight", "45 degree", "90 degree"];

export const CONNECTIONS = [
  "BSP Female",
  "BSP Male",
  "JIC Female",
  "ORFS Female",
  "Metric Light Female",
  "SAE Flange Code 61",
  "SAE Flange Code 62",
  "JIC Male 37°",
  "ORFS Male",
  "BSP Male 60° cone",
  "Metric DKOL",
];

/** Working pressure (bar) by hose type, per bore size index; null = not made in that size. */
export const PRESSURES: Record<string, Array<number | null>> = {
  "1SN": [225, 180, 160, 130, 105, 88, 63, 50, 40],
  "2SN": [400, 330, 275, 250, 215, 165, 125, 90, 80],
  "4SP": [450, 445, 415, 350, 350, 280, 210, 185, 165],
  "4SH": [null, null, null, null, 420, 380, 350, 290, 250],
  R12: [null, 280, 280, 280, 280, 280, 210, 175, 175],
  R13: [null, null, null, null, 350, 350, 350, 350, 350],
  R15: [null, 420, 420, 420, 420, 420, 420, 420, null],
  "R7 Thermoplastic": [190, 155, 140, 110, 90, 70, null, null, null],
  "PTFE Smoothbore": [275, 235, 200, 160, 140, 105, null, null, null],
};

export type OrgSeed = {
  key: string;
  name: string;
  accountCode: string;
  isDistributor: boolean;
  distributor?: string;
  distributorConfigurationsVisible?: boolean;
  archived?: boolean;
  town: string;
  postCode: string;
  addressLine1: string;
  contactName: string;
  hoseInspectionMonths?: number;
  /** Inspections of its hoses need a valid competence and a signature (Quarry Works Ltd: neither). */
  requireInspectorCompetence?: boolean;
  requireSignedInspections?: boolean;
};

export type UserSeed = {
  email: string;
  firstName: string;
  lastName: string;
  /** A competence record (qualification, issuer, valid for this many days from today). */
  competence?: { qualification: string; issuedBy: string; validDays: number };
  clientAdmin?: boolean;
  systemAdmin?: boolean;
  memberships?: Array<{ org: string; role: number; receiveQuotes?: boolean }>;
};

/** A site with zones: [name, children]. */
export type ZoneSeed = [name: string, children?: ZoneSeed[]];

export type ClientSeed = {
  slug: string;
  name: string;
  theme: number;
  hostnames: string[];
  /** The hostname of its primary URL; the port is the one the portal is started on (demoPrimaryUrl). */
  primaryHost: string;
  /** The languages it offers (BCP 47); left out, British English only. */
  languages?: string[];
  metaTitle: string;
  metaDescription: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  organisations: OrgSeed[];
  users: UserSeed[];
  zones: Record<string, ZoneSeed[]>;
  /** Configuration libraries: organisation key -> how many configurations. */
  libraries: Record<string, number>;
  /** Hoses: customer key -> [count, distributor key]. */
  hoses: Record<string, [count: number, distributor: string]>;
  /**
   * The batch the seeded hoses take their tags from, allocated to `distributor` (an organisation
   * key); its other tags are spare stock of that distributor.
   */
  tagBatch: { name: string; prefix: string; size: number; distributor: string };
  /** Further batches of unused tags, each allocated to a distributor. */
  spareBatches?: Array<{ name: string; prefix: string; size: number; distributor: string }>;
};

const TERMS = (name: string) =>
  `<h1>${name} portal terms of use</h1><p>This portal records the hoses fitted to your equipment, their inspections and replacement dates. You are responsible for the accuracy of the information you enter.</p><h2>Your account</h2><ul><li>Keep your password to yourself.</li><li>Tell your administrator when someone leaves your company.</li></ul>`;
const PRIVACY = (name: string) =>
  `<h1>Privacy policy</h1><p>${name} keeps your name, work email address and the actions you take in the portal, to run the service and to show who inspected each hose.</p><h2>Your rights</h2><p>You can change your details or delete your account from <strong>Your profile</strong>.</p>`;

/**
 * A demo client's primary URL on the port the portal runs on (npm start's PORT, the e2e server's
 * port), so the QR codes on its labels and the links in its emails open this very server.
 */
export function demoPrimaryUrl(seed: Pick<ClientSeed, "primaryHost">, port: number): string {
  return `http://${seed.primaryHost}:${port}`;
}

export const CLIENTS: ClientSeed[] = [
  {
    slug: "demo",
    name: "Demo Hydraulics",
    theme: 1,
    hostnames: ["localhost", "127.0.0.1", "demo.localhost"],
    primaryHost: "demo.localhost",
    // Shows the languages: German, French and Spanish beside the British English default.
    languages: ["en-GB", "de", "fr", "es"],
    metaTitle: "Demo Hydraulics hose portal",
    metaDescription: "Track tagged hydraulic hoses, inspections and replacements.",
    contactName: "Dana Hughes",
    contactEmail: "support@demo.test",
    contactPhone: "+44 161 555 0100",
    website: "https://demo.test",
    organisations: [
      {
        key: "north",
        name: "Northern Hose Supply",
        accountCode: "NORTH1",
        isDistributor: true,
        town: "Leeds",
        postCode: "LS11 5QR",
        addressLine1: "Unit 4, Canal Wharf",
        contactName: "Priya Shah",
      },
      {
        key: "south",
        name: "Southern Fluid Power",
        accountCode: "SOUTH1",
        isDistributor: true,
        town: "Southampton",
        postCode: "SO15 1HJ",
        addressLine1: "12 Dock Road",
        contactName: "Tom Reed",
      },
      {
        key: "quarry",
        name: "Quarry Works Ltd",
        accountCode: "QUARRY",
        isDistributor: false,
        distributor: "north",
        town: "Buxton",
        postCode: "SK17 9TQ",
        addressLine1: "Dove Holes Quarry",
        contactName: "Carl Mason",
      },
      {
        key: "harbour",
        name: "Harbour Cranes Ltd",
        accountCode: "HARBOR",
        isDistributor: false,
        distributor: "north",
        town: "Hull",
        postCode: "HU9 5PQ",
        addressLine1: "King George Dock",
        contactName: "Megan Ford",
        hoseInspectionMonths: 3,
        requireInspectorCompetence: true,
        requireSignedInspections: true,
      },
      {
        key: "riverside",
        name: "Riverside Foods",
        accountCode: "RIVERF",
        isDistributor: false,
        distributor: "south",
        distributorConfigurationsVisible: false,
        town: "Winchester",
        postCode: "SO23 7RX",
        addressLine1: "Mill Lane",
        contactName: "Ola Nowak",
      },
      {
        key: "moorland",
        name: "Moorland Farms",
        accountCode: "MOORLD",
        isDistributor: false,
        town: "Skipton",
        postCode: "BD23 4AA",
        addressLine1: "High Moor Farm",
        contactName: "Jim Dale",
      },
      {
        key: "oldmill",
        name: "Old Mill Engineering",
        accountCode: "OLDMIL",
        isDistributor: false,
        distributor: "north",
        archived: true,
        town: "Halifax",
        postCode: "HX1 2YZ",
        addressLine1: "Mill Street",
        contactName: "Ann Booth",
      },
    ],
    users: [
      { email: "system@demo.test", firstName: "Sam", lastName: "Sysadmin", systemAdmin: true, clientAdmin: true },
      { email: "admin@demo.test", firstName: "Alex", lastName: "Admin", clientAdmin: true },
      // A system admin who is not a client admin of Demo (SPEC §2.4 'Login as admin' persona).
      { email: "operator@demo.test", firstName: "Oscar", lastName: "Operator", systemAdmin: true },
      {
        email: "distributor@demo.test",
        firstName: "Priya",
        lastName: "Shah",
        memberships: [{ org: "north", role: 2, receiveQuotes: true }],
      },
      {
        email: "manager@demo.test",
        firstName: "Mark",
        lastName: "Turner",
        memberships: [{ org: "north", role: 1 }],
        competence: { qualification: "Hydraulic hose inspector", issuedBy: "Fluid Power Training Ltd", validDays: 400 },
      },
      {
        email: "customer@demo.test",
        firstName: "Carl",
        lastName: "Mason",
        memberships: [{ org: "quarry", role: 2, receiveQuotes: true }],
      },
      { email: "user@demo.test", firstName: "Ursula", lastName: "Bennett", memberships: [{ org: "quarry", role: 0 }] },
      { email: "readonly@demo.test", firstName: "Rob", lastName: "Oakley", memberships: [{ org: "quarry", role: 4 }] },
      {
        email: "multi@demo.test",
        firstName: "Megan",
        lastName: "Ford",
        memberships: [
          { org: "quarry", role: 0 },
          { org: "harbour", role: 1, receiveQuotes: true },
        ],
      },
      {
        email: "south@demo.test",
        firstName: "Tom",
        lastName: "Reed",
        memberships: [{ org: "south", role: 2, receiveQuotes: true }],
      },
      {
        email: "riverside@demo.test",
        firstName: "Ola",
        lastName: "Nowak",
        memberships: [{ org: "riverside", role: 2 }],
      },
    ],
    zones: {
      quarry: [
        [
          "Main Quarry",
          [
            ["Crusher Plant", [["Primary Crusher"], ["Secondary Crusher"]]],
            ["Mobile Plant", [["Excavator EX-01"], ["Excavator EX-02"], ["Dump Truck DT-04"]]],
          ],
        ],
        ["Asphalt Plant", [["Mixer"], ["Loading Bay"]]],
      ],
      harbour: [["North Quay", [["Crane 1"], ["Crane 2"]]], ["Workshop"]],
      riverside: [["Factory", [["Line 1"], ["Line 2"], ["Packing"]]]],
    },
    libraries: { north: 18, south: 6, quarry: 3 },
    hoses: { quarry: [36, "north"], harbour: [16, "north"], riverside: [12, "south"] },
    // Riverside's hoses (Southern's book) carry tags of this batch too: fitted before batches
    // were allocated, they keep them; Southern's own stock is the spare batch below.
    tagBatch: { name: "Demo tags batch 1", prefix: "DH", size: 100, distributor: "north" },
    spareBatches: [{ name: "Southern tags batch 1", prefix: "DS", size: 20, distributor: "south" }],
  },
  {
    slug: "acme",
    name: "Acme Hose Services",
    theme: 2,
    hostnames: ["acme.localhost"],
    primaryHost: "acme.localhost",
    metaTitle: "Acme Hose Services portal",
    metaDescription: "Acme Hose Services: your hoses, inspections and quotes in one place.",
    contactName: "Rita Lopez",
    contactEmail: "help@acme.test",
    contactPhone: "+44 1632 960 123",
    website: "https://acme.test",
    organisations: [
      {
        key: "acmecentre",
        name: "Acme Hose Centre",
        accountCode: "ACMEHC",
        isDistributor: true,
        town: "Bristol",
        postCode: "BS2 0XJ",
        addressLine1: "3 Feeder Road",
        contactName: "Rita Lopez",
      },
      {
        key: "coastal",
        name: "Coastal Ports Ltd",
        accountCode: "COASTL",
        isDistributor: false,
        distributor: "acmecentre",
        town: "Avonmouth",
        postCode: "BS11 9AT",
        addressLine1: "Royal Portbury Dock",
        contactName: "Ben Carter",
      },
      {
        key: "inland",
        name: "Inland Logistics",
        accountCode: "INLAND",
        isDistributor: false,
        distributor: "acmecentre",
        town: "Swindon",
        postCode: "SN3 4TN",
        addressLine1: "Kembrey Park",
        contactName: "Hana Ito",
      },
    ],
    users: [
      { email: "admin@acme.test", firstName: "Rita", lastName: "Lopez", clientAdmin: true },
      {
        email: "customer@acme.test",
        firstName: "Ben",
        lastName: "Carter",
        memberships: [{ org: "coastal", role: 2, receiveQuotes: true }],
      },
      {
        email: "distributor@acme.test",
        firstName: "Dev",
        lastName: "Patel",
        memberships: [{ org: "acmecentre", role: 2, receiveQuotes: true }],
      },
    ],
    zones: {
      coastal: [["Berth 7", [["Ship-to-shore crane STS-2"], ["Straddle carrier SC-11"]]], ["Maintenance Shed"]],
      inland: [["Depot", [["Forklift FL-3"], ["Reach stacker RS-1"]]]],
    },
    libraries: { acmecentre: 20, coastal: 2 },
    hoses: { coastal: [40, "acmecentre"], inland: [22, "acmecentre"] },
    tagBatch: { name: "Acme tags batch 1", prefix: "AC", size: 90, distributor: "acmecentre" },
  },
];

export { PRIVACY, TERMS };
