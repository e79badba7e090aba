/**
 * Builds the browser's detail files from the validated snapshot. Runs at build time (and in
 * the dev server); pure, so it is tested directly. What never leaves the build: the street
 * of a hidden address (the coordinates become the town's, about a kilometre), and for a
 * price on demand the price and every amount computed from it (duties, fees, totals).
 */
import type { Project, Property } from './schema.ts';
import { roughly } from './clientData.ts';
import { PRICE_DERIVED, type Alternates, type Photo, type ProjectDetail, type PropertyDetail } from './detailTypes.ts';

export type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

function photos(pictures: Property['Pictures'], sizes: ImageSizes): Photo[] {
  return pictures.map((picture) => {
    const size = sizes.get(picture.Name);
    if (!size) throw new Error(`No source image for the photo ${picture.Name}`);
    return { ...picture, Width: size.width, Height: size.height };
  });
}

export function toPropertyDetail(p: Property, sizes: ImageSizes, alternates: Alternates): PropertyDetail {
  const detail: PropertyDetail = {
    ...p,
    Alternates: alternates,
    Pictures: photos(p.Pictures, sizes),
    Price: p.PublishPrice ? p.Price : null,
    Street: p.PublishAddress ? p.Street : null,
    HouseNumber: p.PublishAddress ? p.HouseNumber : null,
    BoxNr: p.PublishAddress ? p.BoxNr : null,
    Latitude: p.PublishAddress ? p.Latitude : roughly(p.Latitude),
    Longitude: p.PublishAddress ? p.Longitude : roughly(p.Longitude),
  };
  if (!p.PublishPrice) for (const field of PRICE_DERIVED) detail[field] = null;
  return detail;
}

export function toProjectDetail(p: Project, sizes: ImageSizes, alternates: Alternates): ProjectDetail {
  return {
    ...p,
    Alternates: alternates,
    Pictures: photos(p.Pictures, sizes),
    Street: p.PublicAddress ? p.Street : null,
    HouseNumber: p.PublicAddress ? p.HouseNumber : null,
    BoxNr: p.PublicAddress ? p.BoxNr : null,
    Latitude: p.PublicAddress ? p.Latitude : roughly(p.Latitude),
    Longitude: p.PublicAddress ? p.Longitude : roughly(p.Longitude),
  };
}
