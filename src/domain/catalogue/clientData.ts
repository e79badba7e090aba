/**
 * Builds the browser's catalogue file of one language from the validated snapshot files.
 * Runs at build time (and in the dev server); pure, so it is tested directly.
 */
import type { CitiesFile, Project, Property, PropertyType } from './schema.ts';
import type { Catalogue, ListingCard, ProjectCard } from './types.ts';
import { energyRegion } from '../../lib/region.ts';
import { epcLabel, labelDisplay } from '../../lib/epc.ts';
import { searchKey } from '../../lib/normalize.ts';

/** Hidden addresses are placed at the town's centre: two decimals, about a kilometre. */
export const roughly = (value: number) => Math.round(value * 100) / 100;

/** How the CRM writes "lift" and "new build" in its comfort and state texts, in every language. */
const LIFT = /\b(?:lift|ascenseur|aufzug|fahrstuhl)\b/;
const NEW_BUILD = /^(?:new build|nieuwbouw|neuf|neuve|neubau|erstbezug)\b/;

export function hasLift(p: Pick<Property, 'Comfort'>): boolean {
  return p.Comfort !== null && LIFT.test(searchKey(p.Comfort));
}

/** New build: the state says so (first, as "Neuf", not "Comme neuf"), or it is built (or finished) after the year it was listed. */
export function isNewBuild(p: Pick<Property, 'Interior' | 'ConstructionYear' | 'DateCreated'>): boolean {
  if (p.Interior !== null && NEW_BUILD.test(searchKey(p.Interior))) return true;
  return p.ConstructionYear !== null && p.ConstructionYear > Number(p.DateCreated.slice(0, 4));
}

export function toListingCard(p: Property): ListingCard {
  const showAddress = p.PublishAddress;
  return {
    ID: p.ID,
    Goal: p.Goal,
    City: p.City,
    Zip: p.Zip,
    TypeDescription: p.TypeDescription,
    MainTypeName: p.MainTypeName,
    WebID: p.WebID,
    WebIDs: p.WebIDs,
    RecordFile: p.RecordFile,
    ProjectID: p.ProjectID,
    Marquee: p.Marquee,
    MarqueeName: p.MarqueeName,
    SmallPictureItem: p.SmallPictureItem,
    PublishPrice: p.PublishPrice,
    Price: p.PublishPrice ? p.Price : null,
    PriceUnit: p.PriceUnit,
    PriceUnitText: p.PriceUnitText,
    PublishAddress: showAddress,
    Street: showAddress ? p.Street : null,
    HouseNumber: showAddress ? p.HouseNumber : null,
    BoxNr: showAddress ? p.BoxNr : null,
    CountryID: p.CountryID,
    CountryName: p.CountryName,
    EnergyPerformance: p.EnergyPerformance,
    EPCLabelText: p.EPCLabelText,
    DateCreated: p.DateCreated,
    Bedrooms: p.Bedrooms,
    SurfaceLiving: p.SurfaceLiving,
    SurfaceGround: p.SurfaceGround,
    SurfaceGarden: p.SurfaceGarden,
    SurfaceTerrace: p.SurfaceTerrace,
    Garages: p.Garages,
    Parkings: p.Parkings,
    ExternalParkings: p.ExternalParkings,
    Latitude: showAddress ? p.Latitude : roughly(p.Latitude),
    Longitude: showAddress ? p.Longitude : roughly(p.Longitude),
    EPCLabel: cardEpcLabel(p),
    Lift: hasLift(p),
    NewBuild: isNewBuild(p),
  };
}

/** Worked out here, at build time, so the cards never ship the regions' scales to the browser. */
function cardEpcLabel(p: Property): string | null {
  const region = energyRegion(p.CountryID, p.Zip);
  const label = region ? epcLabel(region, p.EnergyPerformance, p.EPCLabelText) : null;
  return label ? labelDisplay(label) : null;
}

export function toProjectCard(p: Project): ProjectCard {
  const showAddress = p.PublicAddress;
  return {
    ID: p.ID,
    Name: p.Name,
    Goal: p.Goal,
    City: p.City,
    Zip: p.Zip,
    CountryID: p.CountryID,
    CountryName: p.CountryName,
    PublicAddress: showAddress,
    Street: showAddress ? p.Street : null,
    HouseNumber: showAddress ? p.HouseNumber : null,
    BoxNr: showAddress ? p.BoxNr : null,
    WebID: p.WebID,
    WebIDName: p.WebIDName,
    ProjectWebID: p.ProjectWebID,
    RecordFile: p.RecordFile,
    DateCreated: p.DateCreated,
    SmallPicture: p.SmallPicture,
    PriceMin: p.PriceMin,
    PriceMax: p.PriceMax,
    Status: p.Status,
    Delivery: p.Delivery,
    Units: p.Buildings.reduce((sum, building) => sum + building.Units, 0),
    Latitude: showAddress ? p.Latitude : roughly(p.Latitude),
    Longitude: showAddress ? p.Longitude : roughly(p.Longitude),
  };
}

export function toClientCatalogue(
  language: string,
  files: { properties: Property[]; projects: Project[]; types: PropertyType[]; cities: CitiesFile },
): Catalogue {
  return {
    language,
    properties: files.properties.map(toListingCard),
    projects: files.projects.map(toProjectCard),
    types: files.types,
    cities: files.cities,
  };
}
