/**
 * The test CRM's control API, for tests that run it in another process (a browser journey, the
 * demo): JSON over HTTP under /control/, doing what in-process tests do on the catalogue.
 *   GET    /control/state                 the languages, the listing IDs, the deleted IDs
 *   POST   /control/listings              add a listing (./listing.ts NewListing; pictures' bytes in base64)
 *   PATCH  /control/listings/{id}         change fields, e.g. {"Price": 289000}, in every language
 *   POST   /control/listings/{id}/sell    sold (a sale) or let (a rental)
 *   DELETE /control/listings/{id}         delete: GetDeletedPropertyIDs lists it from now on
 *   POST   /control/failures              inject a failure (./failures.ts FailureRule)
 *   DELETE /control/failures              end every injected failure
 *   GET    /control/calls                 the API calls received, without the password
 *   GET    /control/leads                 the leads received (ContactOnMe, ContactOnMeProject, DemandRegister2)
 *   GET    /control/owners/forgotten      the addresses GetPersonForgetPassword was asked for
 *   GET    /control/appointments/{id}     a listing's visit appointments
 *   POST   /control/appointments/{id}     open one: {"start": "2026-12-01 14:00:00", "minutes": 30, "maxPersons": 1}
 *   POST   /control/appointments/{id}/take/{appointment}   someone else takes a place
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lng } from '../../src/config/languages.ts';
import type { CrmListing } from './catalogue.ts';
import type { FailureRule } from './failures.ts';
import { parseCrmDateTime } from '../../server/crm/dates.ts';
import { newListing, type NewListing, type NewPicture } from './listing.ts';
import type { TestCrm } from './server.ts';

const MAX_BODY = 32 * 1024 * 1024;

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('the body is too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

type WirePicture = Omit<NewPicture, 'bytes'> & { base64: string };

export async function handleControl(req: IncomingMessage, res: ServerResponse, url: URL, crm: TestCrm): Promise<void> {
  const { catalogue } = crm;
  const path = url.pathname.replace(/\/+$/, '');
  const listing = /^\/control\/listings\/(\d+)(\/sell)?$/.exec(path);
  const id = listing ? Number(listing[1]) : undefined;
  const appointments = /^\/control\/appointments\/(\d+)(\/take\/(\d+))?$/.exec(path);
  const route = appointments
    ? `${req.method} /control/appointments/{id}${appointments[2] ? '/take/{appointment}' : ''}`
    : `${req.method} ${listing ? `/control/listings/{id}${listing[2] ?? ''}` : path}`;
  try {
    switch (route) {
      case 'GET /control/appointments/{id}':
        return reply(res, 200, crm.agenda.of(Number(appointments?.[1])));
      case 'POST /control/appointments/{id}': {
        const body = (await readJson(req)) as { start?: string; minutes?: number; maxPersons?: number };
        const start = parseCrmDateTime(String(body.start ?? ''));
        if (Number.isNaN(start)) return reply(res, 400, { error: 'start must be "YYYY-MM-DD HH:mm:ss"' });
        return reply(res, 201, crm.agenda.add(Number(appointments?.[1]), start, body.minutes, body.maxPersons));
      }
      case 'POST /control/appointments/{id}/take/{appointment}':
        crm.agenda.take(Number(appointments?.[3]));
        return reply(res, 200, crm.agenda.of(Number(appointments?.[1])));
      case 'GET /control/owners/forgotten':
        return reply(res, 200, crm.owners.forgotten);
      case 'GET /control/leads':
        return reply(res, 200, crm.leads.received);
      case 'GET /control/state': {
        const lng = catalogue.languages[0] as Lng;
        return reply(res, 200, {
          languages: catalogue.languages,
          listings: catalogue.properties(lng).map((p) => p.ID),
          deleted: catalogue.deletedSince(),
        });
      }
      case 'POST /control/listings': {
        const { pictures, ...body } = (await readJson(req)) as Omit<NewListing, 'pictures'> & {
          pictures?: WirePicture[];
        };
        const spec: NewListing = { ...body };
        if (pictures)
          spec.pictures = pictures.map(({ base64, ...p }) => ({ ...p, bytes: Buffer.from(base64, 'base64') }));
        catalogue.add(newListing(catalogue, spec));
        return reply(res, 201, { ID: body.ID });
      }
      case 'PATCH /control/listings/{id}':
        catalogue.change(id as number, (await readJson(req)) as Partial<CrmListing>);
        return reply(res, 200, { ID: id });
      case 'POST /control/listings/{id}/sell':
        catalogue.sell(id as number);
        return reply(res, 200, { ID: id });
      case 'DELETE /control/listings/{id}':
        catalogue.remove(id as number);
        return reply(res, 200, { ID: id });
      case 'POST /control/failures':
        crm.fail((await readJson(req)) as FailureRule);
        return reply(res, 201, {});
      case 'DELETE /control/failures':
        crm.failures.clear();
        return reply(res, 200, {});
      case 'GET /control/calls':
        return reply(res, 200, crm.calls);
      default:
        return reply(res, 404, { error: `no control route ${route}` });
    }
  } catch (error) {
    reply(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
