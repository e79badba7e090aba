/**
 * The journey's visitor: every request leaves from 127.0.0.2, while nginx reaches the server
 * from 127.0.0.1, so the address the server logs tells which one it took. HTTPS trusts the
 * check's own certificate authority only.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

export const CLIENT = '127.0.0.2';

let ca: Buffer | undefined;

export function setClient(options: { ca: Buffer }): void {
  ca = options.ca;
}

export interface Answer {
  status: number;
  body: Buffer;
  /** A header's value (several joined as Node joins them). */
  header(name: string): string | undefined;
  /** Every line of a header as it came, e.g. each Set-Cookie, or a header sent twice. */
  all(name: string): string[];
}

export function request(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...options.headers, ...(options.body ? { 'content-length': String(options.body.length) } : {}) },
        localAddress: CLIENT,
        family: 4,
        agent: false,
        ...(url.protocol === 'https:' ? { ca } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const raw = incoming.rawHeaders;
          const all = (name: string) =>
            raw.flatMap((value, i) => (i % 2 === 1 && raw[i - 1]?.toLowerCase() === name ? [value] : []));
          resolve({
            status: incoming.statusCode ?? 0,
            body: Buffer.concat(chunks),
            header: (name) => {
              const value = incoming.headers[name];
              return Array.isArray(value) ? value.join(', ') : value;
            },
            all,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The protocol TLS agrees on when the client offers HTTP/2 and HTTP/1.1, as a browser does. */
export function negotiatedProtocol(url: URL): Promise<string | false> {
  return new Promise((resolve, reject) => {
    const tcp = net.connect({ host: url.hostname, port: Number(url.port || 443), localAddress: CLIENT, family: 4 });
    tcp.on('error', reject);
    const socket = tls.connect(
      { socket: tcp, servername: url.hostname, ...(ca ? { ca } : {}), ALPNProtocols: ['h2', 'http/1.1'] },
      () => {
        const protocol = socket.alpnProtocol ?? false;
        socket.end();
        resolve(protocol);
      },
    );
    socket.on('error', reject);
  });
}
