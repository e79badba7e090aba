/**
 * The network edge: how long a client may take, how many sockets one address may hold, and
 * which peer may tell the client's address. Without these one client held 5,000 requests with
 * unfinished bodies open for minutes (issue 18).
 */
import { BlockList, isIPv4, type Socket } from 'node:net';
import type { Server } from 'node:http';

export interface EdgeLimits {
  /** The whole request, headers and body: the largest upload (two files of 5 MB) at ~1.5 Mbit/s. */
  requestTimeoutMs: number;
  /** The headers alone: a browser sends them in one packet; a slow-loris drips them. */
  headersTimeoutMs: number;
  /** A socket with no byte either way is closed (a stalled body, a client gone without a FIN). */
  idleTimeoutMs: number;
  /**
   * An idle keep-alive socket waits this long for the next request: long enough for a page's
   * next asset, short enough that idle sockets do not fill the per-address cap.
   */
  keepAliveTimeoutMs: number;
  /**
   * Open sockets per client address; beyond it a new socket is closed at once. A browser opens
   * 6 per host, so this leaves room for an office of people behind one NAT address. 0 lifts it.
   */
  maxConnectionsPerAddress: number;
}

export const EDGE_DEFAULTS: EdgeLimits = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 10_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  maxConnectionsPerAddress: 100,
};

/** The Fastify options that carry the timeouts. */
export function timeoutOptions(limits: EdgeLimits) {
  const { requestTimeoutMs: request, headersTimeoutMs: headers } = limits;
  // Node requires headersTimeout <= requestTimeout (0 there means none).
  const headersTimeout = request > 0 && (headers <= 0 || headers > request) ? request : headers;
  const shortest = Math.min(...[request, headersTimeout].filter((ms) => ms > 0));
  return {
    requestTimeout: request,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      // Node looks for late requests only this often (30 s by default), so a timeout would
      // really be up to 30 s longer; a quarter of the shortest keeps it within 25 %.
      connectionsCheckingInterval: Number.isFinite(shortest) ? Math.min(Math.max(shortest / 4, 100), 5000) : 30_000,
    },
  };
}

/**
 * Open sockets per address, counted as they connect, before any byte is read. A trusted proxy's sockets are not capped: every client behind it shares its address, and the
 * proxy bounds its own clients.
 */
export function capConnections(server: Server, limits: EdgeLimits, isTrustedProxy: (address: string) => boolean): void {
  const max = limits.maxConnectionsPerAddress;
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isTrustedProxy(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/** The named ranges proxy-addr (Fastify's trustProxy) knows, as CIDRs. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * TRUST_PROXY as Fastify reads it, and whether a socket's peer is such a proxy. Unset: no
 * proxy is trusted, X-Forwarded-For is ignored and the peer's address is the client's. "1":
 * every peer; a hop count ("2"): the nearest peers; otherwise addresses, CIDRs or the names
 * loopback, linklocal, uniquelocal, separated by commas.
 */
export function proxyTrust(value: string | boolean | undefined): {
  trustProxy: string | boolean | ((address: string, hop: number) => boolean);
  isTrustedProxy: (address: string) => boolean;
} {
  if (value === undefined || value === false || value === '' || value === '0') {
    return { trustProxy: false, isTrustedProxy: () => false };
  }
  if (value === true || value === '1') return { trustProxy: true, isTrustedProxy: () => true };
  if (/^\d+$/.test(value)) {
    // A hop count, as proxy-addr reads one: the n nearest peers are proxies.
    const hops = Number(value);
    return { trustProxy: (_address, hop) => hop < hops, isTrustedProxy: () => true };
  }
  const list = new BlockList();
  for (const entry of value.split(',').flatMap((part) => NAMED[part.trim()] ?? [part.trim()])) {
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    trustProxy: value,
    isTrustedProxy: (address) => {
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
      return mapped ? list.check(mapped, 'ipv4') : list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
    },
  };
}
