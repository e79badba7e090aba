/**
 * What the browser receives of the catalogue: the list fields of spec section 3, one file per
 * language (built by clientData.ts). Details stay out until a detail page asks for them, and
 * what the agency keeps private never leaves the build: no street for a hidden address, no
 * amount for a price on demand.
 */
import type { CitiesFile, Project, Property, PropertyType } from './schema.ts';

export type ListingCard = Pick<
  Property,
  | 'ID'
  | 'Goal'
  | 'City'
  | 'Zip'
  | 'TypeDescription'
  | 'MainTypeName'
  | 'WebID'
  | 'WebIDs'
  | 'RecordFile'
  | 'ProjectID'
  | 'Marquee'
  | 'MarqueeName'
  | 'SmallPictureItem'
  | 'PublishPrice'
  | 'PriceUnit'
  | 'PriceUnitText'
  | 'PublishAddress'
  | 'CountryID'
  | 'CountryName'
  | 'EnergyPerformance'
  | 'EPCLabelText'
  | 'DateCreated'
  | 'Bedrooms'
  | 'SurfaceLiving'
  | 'SurfaceGround'
  | 'SurfaceGarden'
  | 'SurfaceTerrace'
  | 'Garages'
  | 'Parkings'
  | 'ExternalParkings'
> & {
  /** null when PublishPrice is off. */
  Price: number | null;
  /** null when PublishAddress is off (and then the coordinates are the town's, not the house's). */
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Latitude: number;
  Longitude: number;
  /** The energy label as the card shows it (C, A+, B-), on the region's scale; null when unknown. */
  EPCLabel: string | null;
  /** Derived at build from the CRM's comfort text (the advanced search's "lift"). */
  Lift: boolean;
  /** Derived at build from the CRM's state text or a construction year not yet reached. */
  NewBuild: boolean;
};

export type ProjectCard = Pick<
  Project,
  | 'ID'
  | 'Name'
  | 'Goal'
  | 'City'
  | 'Zip'
  | 'CountryID'
  | 'CountryName'
  | 'PublicAddress'
  | 'WebID'
  | 'WebIDName'
  | 'ProjectWebID'
  | 'RecordFile'
  | 'DateCreated'
  | 'SmallPicture'
  | 'PriceMin'
  | 'PriceMax'
  | 'Status'
  | 'Delivery'
  | 'Latitude'
  | 'Longitude'
> & {
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  /** How many units its buildings hold, for the card. */
  Units: number;
};

export interface Catalogue {
  language: string;
  properties: ListingCard[];
  projects: ProjectCard[];
  types: PropertyType[];
  cities: CitiesFile;
}

export type Goal = 0 | 1;
export const SALE: Goal = 0;
export const RENT: Goal = 1;
