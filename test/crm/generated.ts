/**
 * A large catalogue for the test CRM (e.g. 2,000 listings, for the sync benchmark): the first N
 * listings of the search benchmark's deterministic generator (tools/bench/searchBench.ts: town,
 * goal, price, rooms, surfaces, date) laid over a full snapshot listing in each language, so
 * every record has every field the site needs, the same facts in every language and photos of
 * its own (copies of the template's drawings with bytes of their own). Types come from the
 * snapshot; there are no projects.
 */
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages } from '../../src/config/site.ts';
import type { ListingCard } from '../../src/domain/catalogue/types.ts';
import { generateCatalogue } from '../../tools/bench/searchBench.ts';
import type { CatalogueSource, CrmListing } from './catalogue.ts';
import { snapshotSource } from './snapshotSource.ts';

/** The snapshot's house for sale with four photos that every generated listing starts from. */
const TEMPLATE_ID = 120;

function generatedListing(card: ListingCard, template: CrmListing, lng: Lng): CrmListing {
  const id = card.ID;
  const pictures = template.Pictures.map((picture, i) => ({
    ...picture,
    ID: id * 10 + i + 1,
    Name: `g${id}-${i + 1}`,
  }));
  const cover = pictures[0] as (typeof pictures)[number];
  return {
    ...template,
    ID: id,
    Goal: card.Goal,
    City: card.City,
    Zip: card.Zip,
    Latitude: card.Latitude,
    Longitude: card.Longitude,
    TypeDescription: lng === 'fr' ? card.TypeDescription : `${template.TypeDescription} (${id})`,
    RecordFile: `DOS-G-${id}`,
    ProjectID: null,
    DateCreated: card.DateCreated,
    Marquee: 1,
    MarqueeName: '',
    // A rent is monthly: the generator's sale prices scaled down to rents.
    Price: card.Goal === 1 ? 400 + ((card.Price ?? 0) % 1600) : (card.Price ?? 0),
    Bedrooms: card.Bedrooms,
    SurfaceLiving: card.SurfaceLiving,
    SurfaceGround: card.SurfaceGround,
    SurfaceGarden: card.SurfaceGarden,
    SurfaceTerrace: card.SurfaceTerrace,
    Garages: card.Garages,
    Parkings: card.Parkings,
    Pictures: pictures,
    SmallPictureItem: {
      ...template.SmallPictureItem,
      ID: cover.ID,
      Name: cover.Name,
      Url: `/media/${cover.Name}-300.jpg`,
    },
  };
}

export function generatedSource(count: number, languages: readonly Lng[] = enabledLanguages): CatalogueSource {
  const source = snapshotSource(languages);
  const cards = generateCatalogue().properties.slice(0, count);
  if (cards.length < count) throw new Error(`the generator makes at most ${cards.length} listings`);
  const drawings = source.languages[languages[0] as Lng]?.properties.find((p) => p.ID === TEMPLATE_ID)?.Pictures ?? [];
  for (const card of cards) {
    drawings.forEach((picture, i) => source.pictures.derive(`g${card.ID}-${i + 1}`, picture.Name));
  }
  for (const lng of languages) {
    const catalogue = source.languages[lng];
    const own = catalogue?.properties.find((p) => p.ID === TEMPLATE_ID);
    if (!catalogue || !own) throw new Error(`the snapshot has no listing ${TEMPLATE_ID} in ${lng}`);
    source.languages[lng] = {
      properties: cards.map((card) => generatedListing(card, own, lng)),
      projects: [],
      types: catalogue.types,
    };
  }
  return source;
}
