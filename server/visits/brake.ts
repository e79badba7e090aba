/**
 * The visit beacon's brake: what one address may add to the owners' figures in a day, and how
 * much the counter may hold in memory. Without it one address with 50 user agents made 50
 * unique visitors, and 186k beacons in 20 s added 186k visitors, 55 MB and 186k rows (issue 18).
 * A real visitor never meets these limits; a script is simply no longer counted, and is still
 * answered 204 like any other beacon, so it learns nothing.
 */
export interface BrakeLimits {
  /**
   * Unique visitors one address may make per property per day: a household or an office
   * behind one address with a few devices; beyond it, rotating the user agent counts no one new.
   */
  visitorsPerAddress: number;
  /** Page views one address may add per property per day. */
  viewsPerAddressPerProperty: number;
  /** Page views one address may add per day, all properties together. */
  viewsPerAddress: number;
  /**
   * Keys held in memory, for the day's visitor hashes and for the per-address tallies each:
   * at ~100 bytes a key, about 10 MB each. When full, nothing new is added (and not counted).
   */
  maxKeys: number;
}

export const BRAKE_DEFAULTS: BrakeLimits = {
  visitorsPerAddress: 5,
  viewsPerAddressPerProperty: 50,
  viewsPerAddress: 500,
  maxKeys: 100_000,
};

interface Tally {
  views: number;
  visitors: number;
}

export interface VisitBrake {
  /**
   * The day's tally of this address for this property if the beacon may count, with its view
   * already added; null if the address has used its share or memory is full.
   */
  admit(addressKey: string, propertyId: number): Tally | null;
  /** Whether this tally may count one more unique visitor. */
  mayAddVisitor(tally: Tally): boolean;
  /** A new day: every address starts again. */
  reset(): void;
  /** Keys held now. */
  size(): number;
}

export function visitBrake(limits: BrakeLimits): VisitBrake {
  let perAddress = new Map<string, number>();
  let perProperty = new Map<string, Tally>();
  return {
    admit(addressKey, propertyId) {
      const views = perAddress.get(addressKey);
      if (views === undefined ? perAddress.size >= limits.maxKeys : views >= limits.viewsPerAddress) return null;
      const key = `${addressKey}:${propertyId}`;
      let tally = perProperty.get(key);
      if (tally === undefined) {
        if (perProperty.size >= limits.maxKeys) return null;
        tally = { views: 0, visitors: 0 };
        perProperty.set(key, tally);
      } else if (tally.views >= limits.viewsPerAddressPerProperty) return null;
      perAddress.set(addressKey, (views ?? 0) + 1);
      tally.views += 1;
      return tally;
    },
    mayAddVisitor: (tally) => tally.visitors < limits.visitorsPerAddress,
    reset() {
      perAddress = new Map();
      perProperty = new Map();
    },
    size: () => perAddress.size + perProperty.size,
  };
}

/**
 * The part of an address one client controls: the whole IPv4 address, an IPv6 /64 (a home or
 * phone gets a whole /64 and can pick any address in it).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
