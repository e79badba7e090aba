/**
 * The test CRM's owners, for the owner portal (server/crm/owners.ts): people with a password
 * the CRM checks (CheckPersonLogin with IsProprietors), the listings they own (GetOwnerList),
 * each listing's calendar, automatic (communications) and online-media histories, its visits on
 * the property portals and its matching buyers. GetPersonForgetPassword records the address
 * (the real CRM mails the password) and answers the spec's "password sent to your email address".
 * Dates are "YYYY-MM-DD HH:mm:ss" on Brussels' wall clock, relative to the CRM's clock.
 */
import { formatCrmDateTime } from '../../server/crm/dates.ts';
import { page, type Answer } from './endpoints.ts';

export interface TestOwner {
  PersonID: number;
  Email: string;
  Password: string;
  Name: string;
  FirstName: string;
  LanguageId: number;
  properties: { ObjectID: number; Source: string; MandateDate: string }[];
}

interface History {
  ID: number;
  Date: string;
  TypeName?: string;
  PersonName?: string;
  StatusName?: string;
  Subject?: string;
  Comment?: string;
  MediaName?: string;
  Url?: string;
}

export interface TestPropertyFile {
  calendar: History[];
  automatic: History[];
  media: History[];
  portals: { MediaName: string; Visits: number }[];
  matches: number;
}

const ok = (Value: unknown): Answer => ({ Code: 0, Message: '', Success: true, Value });
const DAY = 86_400_000;

/** The demo's owner: in the CRM only, with two listings and their histories. */
export const DEMO_CRM_OWNER = { email: 'marie.lambert@example.be', password: 'crm-owner-2026', personId: 7001 };

export class TestCrmOwners {
  readonly owners: TestOwner[] = [];
  readonly files = new Map<number, TestPropertyFile>();
  /** The addresses GetPersonForgetPassword was asked for. */
  readonly forgotten: string[] = [];

  constructor(private readonly now: () => number) {}

  /** The demo owner and the files of their listings (120 and 134 unless told). */
  seedDemo(listings: readonly number[] = [120, 134]): void {
    const at = (days: number, hour: number) => formatCrmDateTime(this.now() - days * DAY + hour * 3_600_000);
    this.owners.push({
      PersonID: DEMO_CRM_OWNER.personId,
      Email: DEMO_CRM_OWNER.email,
      Password: DEMO_CRM_OWNER.password,
      Name: 'Lambert',
      FirstName: 'Marie',
      LanguageId: 2,
      properties: listings.map((id, index) => ({
        ObjectID: id,
        Source: index % 2 ? 'Recommandation' : 'Site web',
        MandateDate: at(index === 1 ? 20 : 60 + index, 0),
      })),
    });
    for (const id of listings) {
      this.files.set(id, {
        calendar: [
          {
            ID: id * 10 + 1,
            Date: at(3, 14),
            TypeName: 'Visite',
            PersonName: 'Famille Dubois',
            StatusName: 'Effectuée',
          },
          { ID: id * 10 + 2, Date: at(-2, 10), TypeName: 'Visite', PersonName: 'M. Peeters', StatusName: 'Confirmée' },
        ],
        automatic: [
          {
            ID: id * 10 + 3,
            Date: at(5, 9),
            TypeName: 'E-mail',
            PersonName: 'Marie Lambert',
            Subject: 'Rapport de visites',
            StatusName: 'Envoyé',
          },
        ],
        media: [
          { ID: id * 10 + 4, Date: at(30, 8), MediaName: 'Immoweb', Url: `https://www.immoweb.be/fr/annonce/${id}` },
          { ID: id * 10 + 5, Date: at(29, 8), MediaName: 'Zimmo', Url: `https://www.zimmo.be/fr/${id}` },
        ],
        portals: [
          { MediaName: 'Immoweb', Visits: 412 },
          { MediaName: 'Zimmo', Visits: 97 },
        ],
        matches: id === 120 ? 14 : 3,
      });
    }
  }

  answer(endpoint: string, params: Record<string, unknown>): Answer | undefined {
    switch (endpoint) {
      case 'CheckPersonLogin': {
        const email = String(params.Email ?? '').toLowerCase();
        const owner = this.owners.find((o) => o.Email === email && o.Password === params.Password);
        // Only owners when IsProprietors; 0 for a wrong address or password, as the public client reads it.
        return ok(owner && params.IsProprietors === true ? owner.PersonID : 0);
      }
      case 'GetPersonForgetPassword':
        this.forgotten.push(String(params.Email ?? '').toLowerCase());
        return ok('password sent to your email address');
      case 'GetOwnerList':
        return ok(
          page(
            this.owners.flatMap((o) =>
              o.properties.map((p) => ({
                PersonID: o.PersonID,
                ObjectID: p.ObjectID,
                Name: o.Name,
                FirstName: o.FirstName,
                Email: o.Email,
                LanguageId: o.LanguageId,
                Source: p.Source,
                MandateDate: p.MandateDate,
              })),
            ),
            params,
          ),
        );
      case 'GetCalendarHistories':
      case 'GetAutomaticHistories':
      case 'GetMediaOnlineHistories': {
        const file = this.files.get(Number(params.ObjectID));
        const key =
          endpoint === 'GetCalendarHistories'
            ? 'calendar'
            : endpoint === 'GetAutomaticHistories'
              ? 'automatic'
              : 'media';
        return ok(page(file?.[key] ?? [], params));
      }
      case 'GetMediaObjectStatisticsGraphList': {
        // All portals together, one row a day, from StartDate to EndDate: a steady pattern per listing.
        const id = Number((params.ObjectIDs as unknown[] | undefined)?.[0]);
        if (!this.files.has(id)) return ok(page([], params));
        const start = Date.parse(`${String(params.StartDate).slice(0, 10)}T00:00:00Z`);
        const end = Date.parse(`${String(params.EndDate).slice(0, 10)}T00:00:00Z`);
        const rows = [];
        for (let day = start, n = 0; day <= end; day += DAY, n++) {
          rows.push({ Date: formatCrmDateTime(day), Visits: 10 + ((id + n * 7) % 13) });
        }
        return ok(page(rows, params));
      }
      case 'GetManyVisitStatisticsOfProperty':
        return ok(this.files.get(Number(params.ID))?.portals ?? []);
      case 'GetMatchingStatisticOfProperty':
        return ok({ NumberOfMatches: this.files.get(Number(params.ID))?.matches ?? 0 });
      default:
        return undefined;
    }
  }
}
