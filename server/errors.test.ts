/** @jest-environment node */
/** A fault of the server is a 500; a database that cannot be reached for now is a 503 to retry. */
import Fastify from 'fastify';
import { errorReply } from './errors.ts';

async function answerTo(error: Error) {
  const app = Fastify();
  app.setErrorHandler(errorReply);
  app.get('/', async () => {
    throw error;
  });
  const reply = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: reply.statusCode, retry: reply.headers['retry-after'], body: reply.json() as unknown };
}

it.each([
  [
    'PostgreSQL refusing connections',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  [
    'PostgreSQL shutting down',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  ],
  ['a pool with no free connection', new Error('timeout exceeded when trying to connect')],
  ['SQLite locked past its timeout', Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })],
])('answers 503 with Retry-After for %s', async (_name, error) => {
  expect(await answerTo(error)).toEqual({ status: 503, retry: '5', body: { error: 'errors.server' } });
});

it('answers 500 for any other fault', async () => {
  expect(await answerTo(new Error('a bug'))).toEqual({
    status: 500,
    retry: undefined,
    body: { error: 'errors.server' },
  });
});
