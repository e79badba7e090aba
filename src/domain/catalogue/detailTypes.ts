/**
 * What a detail page receives: one file per listing or project and language, with every
 * field of spec section 3 except what the agency keeps private (clientDetail.ts).
 */
import type { Project, Property } from './schema.ts';
import type { Lng } from '../../config/languages.ts';

/** The same listing's page in each enabled language (town and type names differ by language). */
export type Alternates = Partial<Record<Lng, string>>;

export interface Photo {
  ID: number;
  Name: string;
  Description: string;
  /** The source's size: the gallery reserves the right box before the image arrives. */
  Width: number;
  Height: number;
}

/** Money fields that reveal the price; null when the price is on demand. */
export const PRICE_DERIVED = [
  'RegistrationRights',
  'NotaryFeeWithVAT',
  'NotaryFeeWithoutVAT',
  'Costs',
  'TotalCost',
  'Building',
  'VAT',
  'GroundPart',
  'Deposit',
] as const;

export type PropertyDetail = Omit<Property, 'Pictures' | 'Price' | 'Street' | 'HouseNumber' | 'BoxNr'> & {
  Pictures: Photo[];
  Price: number | null;
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Alternates: Alternates;
};

export type ProjectDetail = Omit<Project, 'Pictures' | 'Street' | 'HouseNumber' | 'BoxNr'> & {
  Pictures: Photo[];
  Street: string | null;
  HouseNumber: string | null;
  BoxNr: string | null;
  Alternates: Alternates;
};

export type DetailKind = 'property' | 'project';

export interface DetailRequest {
  lng: Lng;
  kind: DetailKind;
  id: number;
}
