/**
 * What the CRM client accepts. The snapshot's records are the CRM's records (field names and
 * rules of src/domain/catalogue/schema.ts), so those schemas are reused field for field. Four
 * differences make a CRM-side schema necessary:
 * - a CRM record has no `language`: the call's LanguageId says it; the sync adds it;
 * - picture URLs are absolute, on the CRM's host (the snapshot names a file in snapshot/media and
 *   a site path of its 300 px variant); a picture's Name is optional, since the sync names the
 *   downloaded file by its content;
 * - a record carries LastChangedDate, the CRM's modification time, which incremental runs read;
 * - unknown fields are dropped, not refused: the CRM sends many the site does not show;
 * - a date comes in any of the CRM's three forms (./dates.ts) and leaves in the snapshot's.
 * Every answer is wrapped in the envelope below; list answers are pages.
 */
import { z } from 'zod';
import {
  MIN_PICTURES,
  citySchema,
  mediaName,
  projectSchema,
  propertySchema,
  propertyTypeSchema,
  smallPicture,
} from '../../src/domain/catalogue/schema.ts';
import { normaliseCrmDateTime, normaliseCrmDay } from './dates.ts';

const absoluteUrl = z.url({ protocol: /^https?$/, error: 'expected an absolute http(s) URL' });
const DATE_FORMS = '2026-11-14 09:30:00, 2026-11-14 or /Date(1763112600000+0100)/';

function crmDate(normalise: (text: string) => string | undefined) {
  return z.string().transform((text, ctx) => {
    const normalised = normalise(text);
    if (normalised !== undefined) return normalised;
    ctx.addIssue({ code: 'custom', message: `expected a date like ${DATE_FORMS}` });
    return z.NEVER;
  });
}
/** Read in any form, kept as "YYYY-MM-DD HH:mm:ss" (every date-time field of every answer). */
export const crmDateTimeSchema = crmDate(normaliseCrmDateTime);
const lastChangedDate = crmDateTimeSchema;
/** Read in any form, kept as the snapshot's "YYYY-MM-DD". */
const crmDay = crmDate(normaliseCrmDay);

export const crmPictureSchema = propertySchema.shape.Pictures.element.extend({
  Name: mediaName.optional(),
  Url: absoluteUrl,
});
export const crmSmallPictureSchema = smallPicture.extend({ Name: mediaName.optional(), Url: absoluteUrl });
const pictures = z.array(crmPictureSchema).min(MIN_PICTURES, 'expected at least four photos');

export const crmPropertySchema = z.object({
  ...propertySchema.omit({ language: true }).shape,
  DateCreated: crmDay,
  EPCEndDate: crmDay.nullable(),
  SmallPictureItem: crmSmallPictureSchema,
  Pictures: pictures,
  LastChangedDate: lastChangedDate,
});

export const crmProjectSchema = z.object({
  ...projectSchema.omit({ language: true }).shape,
  DateCreated: crmDay,
  SmallPicture: crmSmallPictureSchema,
  Pictures: pictures,
  LastChangedDate: lastChangedDate,
});

export const crmTypeSchema = z.object(propertyTypeSchema.omit({ language: true }).shape);
export const crmCitySchema = z.object(citySchema.omit({ language: true }).shape);
export const crmDeletedIdsSchema = z.array(z.number().int().positive());

/** `{"GetPropertyListJsonResult": {Code, Message, Success, Value}}`: the same around every answer. */
export const envelopeSchema = z.object({
  Code: z.number().int(),
  Message: z.string().nullable(),
  Success: z.boolean(),
  Value: z.unknown(),
});

/** One page of a paged list: rows From to To (1-based, inclusive) of RowsCount. */
export const pageSchema = z.object({
  From: z.number().int().min(0),
  To: z.number().int().min(0),
  RowsCount: z.number().int().min(0),
  Items: z.array(z.unknown()),
});

/** An unpaged list: the public client libraries accept the items bare or under Items. */
export const simpleListSchema = z.union([z.array(z.unknown()), z.object({ Items: z.array(z.unknown()) })]);

export type CrmProperty = z.infer<typeof crmPropertySchema>;
export type CrmProject = z.infer<typeof crmProjectSchema>;
export type CrmPicture = z.infer<typeof crmPictureSchema>;
export type CrmPropertyType = z.infer<typeof crmTypeSchema>;
export type CrmCity = z.infer<typeof crmCitySchema>;
