/**
 * Schemas of the per-language catalogue snapshot (snapshot/{lng}/properties.json,
 * projects.json, types.json, cities.json). Field names are the CRM's, as spec section 3
 * gives them, so a swap to the live API changes the loader, not the pages. They run at build
 * time only (publisher/snapshot/catalogueCheck.ts); the browser imports the inferred types.
 *
 * Every record carries every key: a detail the CRM does not have is null, never missing, so
 * a typo in a field name fails the check instead of silently hiding a line on the page.
 */
import { z } from 'zod';
import { lngSchema } from '../../config/schema.ts';
import { COUNTRY, TYPE_CATEGORIES } from './constants.ts';

const id = z.number().int().positive();
const count = z.number().int().min(0);
const amount = z.number().min(0);
const text = z.string().trim().min(1);
const isoDate = z.iso.date();
/** A source image in snapshot/media, named without extension (p120-1). */
export const mediaName = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a media name like p120-1');
const sitePath = z.string().regex(/^\/[^\s]*$/, 'expected a path that starts with /');
const webUrl = z.url({ protocol: /^https$/ });

const countryId = z.union([z.literal(COUNTRY.belgium), z.literal(COUNTRY.luxembourg)]);
const postcode = z.string().regex(/^[1-9]\d{3}$/, 'expected a four-digit postcode');

export const smallPicture = z.object({
  ID: id,
  Name: mediaName,
  Url: sitePath,
  Width: z.literal(300),
  Height: z.number().int().min(169).max(400),
});

const picture = z.object({ ID: id, Name: mediaName, Description: text });
/** A listing or project shows a gallery: fewer photos than this is a gap in the feed. */
export const MIN_PICTURES = 4;
const documentLink = z.object({ ID: id, Title: text, Url: sitePath });
const person = z.object({ Name: text, Phone: text, Email: z.email() });
/** none (null), 0 no, 1 yes, 2 requested */
const planningFlag = z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable();
const coordinates = { Latitude: z.number().min(49).max(51.6), Longitude: z.number().min(2.5).max(6.6) };

const address = {
  City: text,
  Zip: postcode,
  Street: text,
  HouseNumber: text,
  BoxNr: z.string().trim().min(1).nullable(),
  CountryID: countryId,
  CountryName: text,
};

const viager = z.object({
  Bouquet: amount,
  MonthlyRent: amount,
  MaxDuration: z.number().int().positive().nullable(),
  Heads: z
    .array(z.object({ Age: z.number().int().min(18).max(120), Sex: z.enum(['M', 'F']) }))
    .min(1)
    .max(2),
  SurvivorRent: z.boolean(),
  IndexedRent: z.boolean(),
});

export const propertySchema = z.strictObject({
  ID: id,
  language: lngSchema,
  Goal: z.union([z.literal(0), z.literal(1)]),
  ...address,
  PublishAddress: z.boolean(),
  ...coordinates,
  TypeDescription: text,
  Description: text,
  MainTypeName: text,
  WebID: id,
  WebIDs: z.string().regex(/^\d+(,\d+)*$/, 'expected comma-separated type ids'),
  RecordFile: text,
  ProjectID: id.nullable(),
  DateCreated: isoDate,
  Marquee: z.number().int().min(1).max(6),
  MarqueeName: z.string(),
  SmallPictureItem: smallPicture,
  Pictures: z.array(picture).min(MIN_PICTURES, 'expected at least four photos'),
  PublishPrice: z.boolean(),
  Price: amount,
  PriceUnit: z.number().int().min(1).max(9),
  PriceUnitText: z.string(),
  EnergyPerformance: z.number().nullable(),
  EPCLabelText: z.string().trim().min(1).nullable(),
  EPCTotal: amount.nullable(),
  CO2Emission: amount.nullable(),
  EPCEndDate: isoDate.nullable(),
  ELevel: count.nullable(),
  Bedrooms: count.nullable(),
  Bathrooms: count.nullable(),
  ShowerRooms: count.nullable(),
  Toilets: count.nullable(),
  Garages: count.nullable(),
  Parkings: count.nullable(),
  ExternalParkings: count.nullable(),
  Floors: count.nullable(),
  Floor: z.number().int().min(-5).max(60).nullable(),
  Facades: z.number().int().min(1).max(4).nullable(),
  SurfaceTotal: amount.nullable(),
  SurfaceLiving: amount.nullable(),
  SurfaceGround: amount.nullable(),
  SurfaceGarden: amount.nullable(),
  SurfaceTerrace: amount.nullable(),
  SurfaceStore: amount.nullable(),
  SurfaceConstructed: amount.nullable(),
  ConstructionYear: z.number().int().min(1500).max(2035).nullable(),
  RenovationYear: z.number().int().min(1900).max(2035).nullable(),
  CadastralIncome: amount.nullable(),
  Tax: amount.nullable(),
  Heating: text.nullable(),
  Kitchen: text.nullable(),
  Interior: text.nullable(),
  Comfort: text.nullable(),
  Frames: text.nullable(),
  Glazing: text.nullable(),
  Roof: text.nullable(),
  FloorCover: text.nullable(),
  Orientations: text.nullable(),
  FloodRisk: text.nullable(),
  FloodZone: z.boolean().nullable(),
  Riverbank: z.boolean().nullable(),
  FloodGScore: z
    .string()
    .regex(/^[A-D]$/, 'expected a score A to D')
    .nullable(),
  FloodPScore: z
    .string()
    .regex(/^[A-D]$/, 'expected a score A to D')
    .nullable(),
  Asbestos: text.nullable(),
  GasCertificate: text.nullable(),
  ElectricityCertificate: text.nullable(),
  GroundCertificate: text.nullable(),
  PlanningPermit: planningFlag,
  Summons: planningFlag,
  AllotmentPermit: planningFlag,
  PreemptiveRights: planningFlag,
  JudicialDecision: planningFlag,
  Servitudes: text.nullable(),
  Heritage: text.nullable(),
  Charges: amount.nullable(),
  NotaryFeeWithVAT: amount.nullable(),
  NotaryFeeWithoutVAT: amount.nullable(),
  RegistrationRights: amount.nullable(),
  Costs: amount.nullable(),
  TotalCost: amount.nullable(),
  Building: amount.nullable(),
  VAT: amount.nullable(),
  GroundPart: amount.nullable(),
  Deposit: amount.nullable(),
  AgencyCosts: amount.nullable(),
  InventoryCost: amount.nullable(),
  OptionPrice: amount.nullable(),
  ParkingPrice: amount.nullable(),
  Viager: viager.nullable(),
  Documents: z.array(documentLink),
  Video: z.union([sitePath, webUrl]).nullable(),
  VirtualTour: webUrl.nullable(),
  Manager: person.nullable(),
  OpeningHours: text.nullable(),
});

export const projectSchema = z.strictObject({
  ID: id,
  language: lngSchema,
  Name: text,
  Number: text,
  Goal: z.union([z.literal(0), z.literal(1)]),
  ...address,
  PublicAddress: z.boolean(),
  ...coordinates,
  WebID: id,
  WebIDName: text,
  ProjectWebID: id,
  RecordFile: text,
  DateCreated: isoDate,
  SmallPicture: smallPicture,
  Pictures: z.array(picture).min(MIN_PICTURES, 'expected at least four photos'),
  PriceMin: amount.nullable(),
  PriceMax: amount.nullable(),
  Status: text,
  Delivery: text,
  Description: text,
  Technical: text,
  Situation: text,
  Buildings: z.array(z.object({ ID: id, Name: text, Floors: count, Units: count })).min(1),
  PriceList: sitePath.nullable(),
  Plans: z.array(documentLink),
  Documents: z.array(documentLink),
  Contact: person,
  /** The project's own website (spec section 2: "projects may have an external link"), when it has one. */
  ExternalLink: z.url({ protocol: /^https$/ }).optional(),
});

export const propertyTypeSchema = z.strictObject({
  ID: id,
  WebID: id,
  Name: text,
  ShowOrder: z.union(TYPE_CATEGORIES.map((n) => z.literal(n))),
  Sale: count,
  Rent: count,
  language: lngSchema,
});

export const citySchema = z.strictObject({
  Name: text,
  Zip: postcode,
  CountryID: countryId,
  CountryName: text,
  PropertyCount: count,
  language: lngSchema,
});

export const propertiesFileSchema = z.array(propertySchema);
export const projectsFileSchema = z.array(projectSchema);
export const typesFileSchema = z.array(propertyTypeSchema);
export const citiesFileSchema = z.strictObject({
  all: z.array(citySchema),
  sale: z.array(citySchema),
  rent: z.array(citySchema),
  neighbourhoods: z.array(citySchema).max(0, 'the neighbourhood list is empty in this snapshot'),
});

export type Property = z.infer<typeof propertySchema>;
export type Project = z.infer<typeof projectSchema>;
export type PropertyType = z.infer<typeof propertyTypeSchema>;
export type City = z.infer<typeof citySchema>;
export type CitiesFile = z.infer<typeof citiesFileSchema>;
export type SmallPicture = z.infer<typeof smallPicture>;
