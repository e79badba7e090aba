/**
 * What the owner portal's API answers (server/routes/owner.ts), shared by the server that
 * builds the answers and the pages that read them, so the two cannot drift apart.
 */
export interface OwnerView {
  name: string;
  email: string;
  lng: string;
}

/** Visits (people, summed per day) today, this week, this month, in total, and page views. */
export interface Headline {
  today: number;
  week: number;
  month: number;
  total: number;
  pageViews: number;
}

export interface DayVisits {
  day: string;
  views: number;
  visitors: number;
  /** With the agency's CRM: the listing's visits on the property portals that day. */
  portals?: number;
}

export type PropertyVisits = Headline & { days: DayVisits[] };

/** A property in an owner's account: how the agency got the mandate, and since when. */
export interface Mandate {
  id: number;
  source: string;
  since: string;
}

export interface CalendarEntry {
  at: number;
  kind: string;
  contact: string | null;
  status: string;
  note: string | null;
}

export interface Communication {
  at: number;
  kind: string;
  contact: string;
  subject: string;
  comment: string | null;
  status: string;
}

export interface Publication {
  portal: string;
  publishedOn: string;
  url: string;
}

/** GET /api/owner/properties: each property with its headline figures. */
export type OwnedProperty = Mandate & { visits: Headline };

/**
 * What the agency's CRM adds for an owner it knows: the listing's visits on each property
 * portal, and how many buyers in its register it matches. `asOf` is when the CRM said so
 * (epoch ms); `stale`: the CRM did not answer just now, this is what it said last.
 */
export interface CrmFigures {
  portals: { portal: string; visits: number }[];
  matches: number | null;
  asOf: number;
  stale: boolean;
}

/** GET /api/owner/properties/{id}. */
export type PropertyReport = Mandate & {
  visits: PropertyVisits;
  calendar: CalendarEntry[];
  communications: Communication[];
  media: Publication[];
  crm?: CrmFigures;
};

/**
 * The portal of a logged-in owner as the server renders it into the page: the same answers as
 * the two GET calls above, for the address's `?id=` (null on the list).
 */
export interface PortalPreload {
  id: number | null;
  owner: OwnerView;
  properties: OwnedProperty[];
  report: PropertyReport | null;
  /** The owner catalogue's key when `?id=` is not one of the owner's properties. */
  reportError: string | null;
  /** The owner catalogue's key when the portal could not be put together (the CRM did not answer). */
  error?: string;
}
