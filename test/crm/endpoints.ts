/**
 * The test CRM's answers, in the shapes of the Omnicasa website API: the credentials checked
 * first, then the language (LanguageId, Dutch when absent, as the public client libraries
 * default), then the endpoint's filters and paging. Records are the catalogue's, with absolute
 * picture URLs on the test CRM and LastChangedDate, their modification time ("YYYY-MM-DD
 * HH:mm:ss", UTC), which ChangeSince compares with (at or after it, so that a change in the
 * second a sync started is read again rather than missed).
 */
import type { Lng } from '../../src/config/languages.ts';
import { formatCrmDateTime, parseCrmDateTime } from '../../server/crm/dates.ts';
import { languageOfOmnicasaId } from '../../server/crm/languages.ts';
import type { CrmListing, CrmProjectRecord, TestCrmCatalogue } from './catalogue.ts';

export interface Answer {
  Code: number;
  Message: string;
  Success: boolean;
  Value: unknown;
}

/** The test CRM's refusal codes; Omnicasa's own are not public (its client library's tests show 600, "Error"). */
export const REFUSALS = {
  credentials: { Code: 601, Message: 'Invalid customer name or password' },
  language: { Code: 602, Message: 'This language is not available' },
  parameter: { Code: 603, Message: 'Invalid parameter' },
} as const;

export interface AnswerContext {
  catalogue: TestCrmCatalogue;
  /** The test CRM's own address, for the picture URLs. */
  origin: string;
  customer: string;
  password: string;
}

type Params = Record<string, unknown>;
const PAGE_ROWS = 50;

const ok = (Value: unknown): Answer => ({ Code: 0, Message: '', Success: true, Value });
export const refuse = (refusal: { Code: number; Message: string }, detail = ''): Answer => ({
  Code: refusal.Code,
  Message: `${refusal.Message}${detail}`,
  Success: false,
  Value: null,
});

/** A list parameter, "1,2" as the public libraries send it (an array is taken too). */
function ids(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map((item) => Number(item)).filter(Number.isFinite);
}

export function page<T>(items: T[], params: Params) {
  const from = Math.max(1, Number(params.Limit1 ?? 1) || 1);
  const asked = Number(params.Limit2 ?? from + PAGE_ROWS - 1) || from;
  const to = from + Math.min(PAGE_ROWS, Math.max(1, asked - from + 1)) - 1;
  return { From: from, To: to, RowsCount: items.length, Items: items.slice(from - 1, to) };
}

function renderPictures<T extends { Name: string }>(pictures: T[], url: (name: string) => string) {
  return pictures.map((picture) => ({ ...picture, Url: url(picture.Name) }));
}

function renderListing(ctx: AnswerContext, p: CrmListing) {
  const url = (name: string) => `${ctx.origin}/pictures/${ctx.catalogue.pictures.fileName(name)}`;
  return {
    ...p,
    SmallPictureItem: { ...p.SmallPictureItem, Url: url(p.SmallPictureItem.Name) },
    Pictures: renderPictures(p.Pictures, url),
    LastChangedDate: formatCrmDateTime(ctx.catalogue.changedAt(p.ID)),
  };
}

function renderProject(ctx: AnswerContext, project: CrmProjectRecord) {
  const url = (name: string) => `${ctx.origin}/pictures/${ctx.catalogue.pictures.fileName(name)}`;
  return {
    ...project,
    SmallPicture: { ...project.SmallPicture, Url: url(project.SmallPicture.Name) },
    Pictures: renderPictures(project.Pictures, url),
    LastChangedDate: formatCrmDateTime(ctx.catalogue.loadedAt),
  };
}

function propertyList(ctx: AnswerContext, lng: Lng, params: Params): Answer {
  let since: number | undefined;
  if (params.ChangeSince !== undefined) {
    since = parseCrmDateTime(String(params.ChangeSince));
    if (Number.isNaN(since)) return refuse(REFUSALS.parameter, ': ChangeSince is not a date-time');
  }
  const webIds = ids(params.WebIDs);
  const skip = ids(params.SkipMarqueeList) ?? [];
  const selected = ctx.catalogue
    .properties(lng)
    .filter((p) => params.Goal === undefined || p.Goal === Number(params.Goal))
    .filter((p) => !webIds || p.WebIDs.split(',').some((id) => webIds.includes(Number(id))))
    .filter((p) => !skip.includes(p.Marquee))
    .filter((p) => since === undefined || ctx.catalogue.changedAt(p.ID) >= since);
  return ok(
    page(
      selected.map((p) => renderListing(ctx, p)),
      params,
    ),
  );
}

/** The answer to one call, or undefined for an endpoint the test CRM does not have. */
export function answer(ctx: AnswerContext, endpoint: string, params: Params): Answer | undefined {
  const password = params.customerPassword ?? params.CustomerPassword;
  if (params.CustomerName !== ctx.customer || password !== ctx.password) return refuse(REFUSALS.credentials);
  const { catalogue } = ctx;
  if (endpoint === 'GetDeletedPropertyIDs') {
    // IDs are the same in every language: this one needs no LanguageId.
    const since = params.ChangeSince === undefined ? undefined : parseCrmDateTime(String(params.ChangeSince));
    if (Number.isNaN(since)) return refuse(REFUSALS.parameter, ': ChangeSince is not a date-time');
    return ok(catalogue.deletedSince(since));
  }
  const languageId = params.LanguageId === undefined ? 1 : Number(params.LanguageId);
  const lng = languageOfOmnicasaId(languageId);
  if (!lng || !catalogue.has(lng)) return refuse(REFUSALS.language, ` (LanguageId ${params.LanguageId})`);
  const id = Number(params.ID);
  switch (endpoint) {
    case 'GetPropertyList':
      return propertyList(ctx, lng, params);
    case 'GetPropertiesByIDs': {
      const wanted = ids(params.IDs) ?? [];
      return ok({
        Items: catalogue
          .properties(lng)
          .filter((p) => wanted.includes(p.ID))
          .map((p) => renderListing(ctx, p)),
      });
    }
    case 'GetProperty': {
      const listing = catalogue.property(lng, id);
      return ok(listing ? renderListing(ctx, listing) : null);
    }
    case 'GetPropertyPictureList': {
      const listing = catalogue.property(lng, Number(params.ObjectID));
      return ok(page(listing ? renderListing(ctx, listing).Pictures : [], params));
    }
    case 'GetProjectList':
      return ok(
        page(
          catalogue.projectsOf(lng).map((p) => renderProject(ctx, p)),
          params,
        ),
      );
    case 'GetProject': {
      const project = catalogue.projectsOf(lng).find((p) => p.ID === id);
      return ok(project ? renderProject(ctx, project) : null);
    }
    case 'GetProjectPictureList': {
      const project = catalogue.projectsOf(lng).find((p) => p.ID === Number(params.ProjectID));
      return ok(page(project ? renderProject(ctx, project).Pictures : [], params));
    }
    case 'GetTypeOfPropertyList':
      return ok(page(catalogue.typesOf(lng), params));
    case 'GetCityListOfObjects': {
      const goal = params.Goal === undefined ? undefined : Number(params.Goal) === 1 ? 1 : 0;
      return ok({ Items: catalogue.citiesOf(lng, goal) });
    }
    default:
      return undefined;
  }
}
