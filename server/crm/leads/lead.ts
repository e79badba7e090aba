/**
 * What the CRM is told of a submission (docs/CRM.md, "Leads"): each form that comes from a
 * person becomes one call of the Omnicasa website API, in the visitor's language, with the
 * listing or project it is about, the consent to mail (`IsReceivedEmail`) and the form's own
 * text. Parameters follow the public client (fw4-bvba/omnicasa-api): lists of ids as JSON
 * arrays, flags as booleans, AddressTitle as the id of the title in the visitor's language.
 *
 * - contact, info/documents/visit request, valuation, appointment, purchase offer, rent
 *   application, testimonial author, newsletter sign-up and sign-off: ContactOnMe (a sign-off
 *   sends IsReceivedEmail false: a consent withdrawn reaches the CRM that mails);
 * - a request about a new-build project: ContactOnMeProject (ProjectIDs);
 * - the demand register: DemandRegister2 with its criteria (src/domain/criteria/crmDemand.ts)
 *   and the password the visitor chose, which travels sealed (./seal.ts) and is erased once
 *   the job ends;
 * - send to a friend and job applications are not leads: no call.
 * Subject and Content are filled in by the store from the agency's own mail of the lead (its
 * subject, and its text cut to CONTENT_MAX characters: the API takes its parameters in the
 * query string).
 */
import type { Lng } from '../../../src/config/languages.ts';
import type { FormKind } from '../../../src/domain/forms/formKinds.ts';
import { omnicasaLanguageId } from '../languages.ts';
import { parseCrmSlot } from '../../../src/domain/forms/appointments.ts';
import { crmDemandFields } from '../../../src/domain/criteria/crmDemand.ts';

export type LeadEndpoint = 'ContactOnMe' | 'ContactOnMeProject' | 'DemandRegister2';

export interface CrmLead {
  endpoint: LeadEndpoint;
  params: Record<string, unknown>;
  /** Sealed before it is stored; never in `params`. */
  password?: string;
}

/** Omnicasa's PersonSource "AgencyWebsite". */
export const SOURCE_AGENCY_WEBSITE = 5;
/** The longest Content sent: the rest is in the agency's mail. */
export const CONTENT_MAX = 4000;

type Values = Record<string, unknown>;

/** Omnicasa's AddressTitle ids: De heer/Mevrouw, Monsieur/Madame, Mr/Mrs (German takes the English ones). */
const TITLES: Record<Lng, { mr: number; ms: number }> = {
  nl: { mr: 1, ms: 2 },
  fr: { mr: 4, ms: 5 },
  en: { mr: 7, ms: 8 },
  de: { mr: 7, ms: 8 },
};

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Only the fields that have a value: the CRM keeps what it has for the others. */
function defined(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
}

function title(value: unknown, lng: Lng): string | undefined {
  if (value === 'mr') return String(TITLES[lng].mr);
  if (value === 'ms' || value === 'miss') return String(TITLES[lng].ms);
  return undefined;
}

/** A person as the contact forms ask for one (src/domain/forms/person.ts). */
function person(values: Values, lng: Lng): Record<string, unknown> {
  const street = [str(values.street), str(values.houseNumber)].filter(Boolean).join(' ');
  return {
    Name: str(values.lastName),
    FirstName: str(values.firstName),
    AddressTitle: title(values.title, lng),
    Address: street || undefined,
    BoxNr: str(values.box),
    Zip: str(values.zip),
    City: str(values.city),
    Email: str(values.email)?.toLowerCase(),
    PhoneNumber: str(values.phone),
  };
}

function common(lng: Lng, consent: boolean): Record<string, unknown> {
  return {
    SourceId: SOURCE_AGENCY_WEBSITE,
    LanguageIdFromParameter: omnicasaLanguageId(lng),
    IsReceivedEmail: consent,
  };
}

const goalId = (goal: unknown) => (goal === 'sale' ? 0 : goal === 'rent' ? 1 : undefined);

/** The lead of a submission, or null for a form that is not one. `subjectId`: the listing or project's ID. */
export function leadOf(kind: FormKind, values: Values, lng: Lng, subjectId: number | null): CrmLead | null {
  const consent = values.newsletter === true;
  switch (kind) {
    case 'site-contact':
    case 'contact-me':
    case 'contact-appointment':
    case 'document-request':
    case 'rent-application':
      return {
        endpoint: 'ContactOnMe',
        params: defined({
          ...person(values, lng),
          ...common(lng, consent),
          ObjectID: subjectId ?? undefined,
          AgendaComment: kind === 'contact-appointment' ? str(values.slot) : undefined,
          AppointmentID: kind === 'contact-appointment' ? parseCrmSlot(String(values.slot))?.id : undefined,
        }),
      };
    case 'contact-construction':
      return {
        endpoint: 'ContactOnMeProject',
        params: defined({
          ...person(values, lng),
          ...common(lng, consent),
          ProjectIDs: subjectId === null ? undefined : [subjectId],
        }),
      };
    case 'contact-demand':
      return {
        endpoint: 'ContactOnMe',
        params: defined({ ...person(values, lng), ...common(lng, consent), Goal: goalId(values.goal) }),
      };
    case 'purchase-offer': {
      const signer = (values.signerA ?? {}) as Values;
      return {
        endpoint: 'ContactOnMe',
        params: defined({
          ...person({ ...signer, box: undefined }, lng),
          ...common(lng, false),
          ObjectID: subjectId ?? undefined,
        }),
      };
    }
    case 'testimonial':
      // The author gives a name only: the CRM files the story under it.
      return {
        endpoint: 'ContactOnMe',
        params: defined({ Name: str(values.name), ...common(lng, false) }),
      };
    case 'sign-newsletter':
    case 'newsletter-unsubscribe':
      return {
        endpoint: 'ContactOnMe',
        params: defined({
          Email: str(values.email)?.toLowerCase(),
          FirstName: str(values.firstName),
          ...common(lng, kind === 'sign-newsletter'),
        }),
      };
    case 'demand-register': {
      const lead: CrmLead = {
        endpoint: 'DemandRegister2',
        params: defined({
          ...person(values, lng),
          ...common(lng, true),
          Goal: goalId(values.goal),
          TypeOfPropertyIDs: Array.isArray(values.types) ? values.types : undefined,
          Zips: Array.isArray(values.zones) ? values.zones : undefined,
          ...crmDemandFields(values),
        }),
      };
      const password = str(values.password);
      if (password) lead.password = password;
      return lead;
    }
    case 'send-to-friend':
    case 'job-contact':
      return null;
  }
}
