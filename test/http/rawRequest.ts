/**
 * Requests to a server listening on 127.0.0.1, on a socket of their own unless an agent is given,
 * for what inject cannot show: a real socket, a body sent in pieces, a connection cut.
 */
import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  text: string;
}

export interface JsonAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A request not yet sent: the caller writes its body and ends it. */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  options: Omit<http.RequestOptions, 'host' | 'port' | 'method' | 'path'> = {},
): http.ClientRequest {
  return http.request({ host: '127.0.0.1', port, method, path, agent: false, ...options });
}

/** The request's answer, read whole; rejects when the request fails or the answer breaks off. */
export function answerOf(request: http.ClientRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
  });
}

/** The answer with its body read as JSON (an empty body as {}). */
export async function jsonAnswerOf(request: http.ClientRequest): Promise<JsonAnswer> {
  const { status, headers, text } = await answerOf(request);
  return { status, headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
