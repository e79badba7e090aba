/**
 * What the site tells the map of a parent frame (spec section 7): the properties the page
 * shows, an info message, the map type, the custom marker and the marquees the map should
 * ignore. The host page (public/map-example/) reads exactly this shape; change both together.
 */
export const MAP_MESSAGE_TYPE = 'agency-site:properties';
export const MAP_MESSAGE_VERSION = 1;

export interface MapProperty {
  id: number;
  latitude: number;
  longitude: number;
  /** null for a price on demand. */
  price: number | null;
  /** The price as the page writes it ("€ 245.000", "from € 189.000", "Price on demand"). */
  priceText: string;
  /** The type as the page names it (House, Maison ...). */
  type: string;
  city: string;
  /** Absolute URL of the 300 px thumbnail. */
  thumbnail: string;
  /** Absolute URL of the detail page. */
  link: string;
  /** The listing's marquee code; its label shows unless the code is in ignoreMarquees. */
  marquee: number;
  /** The marquee's label as the page shows it (New, Sold ...), or null when none shows. */
  label: string | null;
}

export interface MapMessage {
  type: typeof MAP_MESSAGE_TYPE;
  version: typeof MAP_MESSAGE_VERSION;
  /** The page's language. */
  lng: string;
  properties: MapProperty[];
  /** A sentence for the map's info box, in the page's language ("12 properties on this page"). */
  infoMessage: string;
  /** From the configuration: roadmap, satellite, hybrid or terrain. */
  mapType: string;
  /** Absolute URL of the marker image, or null for the map's default marker. */
  customMarker: string | null;
  /** Marquee codes whose label the map must not show (1 and 2: not shown); the property itself is drawn. */
  ignoreMarquees: number[];
}
