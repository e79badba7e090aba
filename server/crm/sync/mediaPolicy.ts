/**
 * Where the sync may fetch a CRM photo from. A CRM record names its photos by URL, and the
 * sync fetches what it names and publishes what comes back; unchecked, a record pointing at
 * http://127.0.0.1:6379/ or a cloud metadata address would make the site fetch from its own
 * network and publish the answer. So a photo URL must be:
 * - on the CRM's own origin (CRM_URL's scheme, host and port), or on a host CRM_MEDIA_HOSTS
 *   names (`host` for its scheme's default port, `host:port` for another), over http(s);
 * - on an address that is public once resolved: loopback, private, link-local, carrier-grade
 *   NAT, multicast and reserved ranges are refused. The address checked is the one connected
 *   to (./pictures.ts pins it), so a name that resolves differently a moment later changes
 *   nothing. The one exception is a host the operator wrote as an address or as `localhost`
 *   in CRM_URL or CRM_MEDIA_HOSTS: a CRM on the agency's own network or in a test is theirs
 *   to name.
 * Every redirect is checked again, as a URL of its own.
 */
import { BlockList, isIP } from 'node:net';

export interface MediaPolicy {
  /** CRM_URL's origin, e.g. https://newapi.omnicasa.com. */
  crmOrigin: string;
  /** CRM_MEDIA_HOSTS, lower-cased: `host` or `host:port`. */
  hosts: readonly string[];
}

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv4-mapped IPv6 one stands for (::ffff:127.0.0.1, ::ffff:7f00:1). */
function mappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return undefined;
  const rest = match[1];
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex?.[1] || !hex[2]) return undefined;
  const high = parseInt(hex[1], 16);
  const low = parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is one the public internet routes to. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4) return !PRIVATE.check(v4, 'ipv4');
    return !PRIVATE.check(bare, 'ipv6');
  }
  return !PRIVATE.check(bare, 'ipv4');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

function portOf(url: URL): string {
  return url.port || (DEFAULT_PORTS[url.protocol] ?? '');
}

/** The host as written, without IPv6 brackets, lower-cased. */
const hostnameOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Why a photo URL may not be fetched, or undefined when it may. */
export function refusedUrl(url: URL, policy: MediaPolicy): string | undefined {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} is not http or https`;
  if (url.username || url.password) return 'the URL holds credentials';
  if (url.origin === new URL(policy.crmOrigin).origin) return undefined;
  const host = hostnameOf(url);
  const port = portOf(url);
  const named = policy.hosts.some((entry) => {
    const [name, entryPort] = splitHost(entry);
    return name === host && (entryPort ?? DEFAULT_PORTS[url.protocol]) === port;
  });
  return named ? undefined : `${url.host} is neither the CRM's host nor one CRM_MEDIA_HOSTS names`;
}

/** `host:port`, `[v6]:port`, `host` into its name and port. */
export function splitHost(entry: string): [string, string | undefined] {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed?.[1]) return [bracketed[1].toLowerCase(), bracketed[2]];
  if (isIP(entry) === 6) return [entry.toLowerCase(), undefined];
  const [name = '', port] = entry.split(':');
  return [name.toLowerCase(), port];
}

/** Whether the operator wrote this host as an address or as localhost: its private address is theirs to name. */
export function operatorNamedPrivateHost(url: URL, policy: MediaPolicy): boolean {
  const host = hostnameOf(url);
  if (isIP(host) === 0 && host !== 'localhost') return false;
  const named = [hostnameOf(new URL(policy.crmOrigin)), ...policy.hosts.map((entry) => splitHost(entry)[0])];
  return named.includes(host);
}

/** CRM_MEDIA_HOSTS's problems: each entry must be a host name or address, with an optional port. */
export function checkMediaHosts(value: string | undefined): { hosts: string[]; problems: string[] } {
  const hosts: string[] = [];
  const problems: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    let url: URL | undefined;
    try {
      url = new URL(`http://${entry}`);
    } catch {
      url = undefined;
    }
    const plain =
      url &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password &&
      !/[/?#@]/.test(entry);
    if (!plain) {
      problems.push(
        `CRM_MEDIA_HOSTS: "${raw.trim()}" is not a host: expected e.g. media.omnicasa.com or cdn.example.com:8443`,
      );
    } else hosts.push(entry);
  }
  return { hosts, problems };
}
