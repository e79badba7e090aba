import { safeNext } from './nextPath.ts';

const PORTAL = '/nl/eigenaar/';

describe('safeNext', () => {
  it.each([
    [null, PORTAL],
    ['', PORTAL],
    ['/nl/eigenaar/', PORTAL],
    ['/nl/eigenaar/?id=120', '/nl/eigenaar/?id=120'],
    ['/nl/eigenaar/?id=120&x=<script>', '/nl/eigenaar/?id=120'],
    ['/nl/eigenaar/?id=abc', PORTAL],
    ['https://evil.example/nl/eigenaar/', PORTAL],
    ['//evil.example/nl/eigenaar/', PORTAL],
    ['/nl/eigenaar//evil.example', PORTAL],
    ['/nl/eigenaar/\\evil.example', PORTAL],
    ['/nl/te-koop/', PORTAL],
    ['/nl/eigenaar/../te-koop/', PORTAL],
    ['javascript:alert(1)', PORTAL],
  ])('%s goes to %s', (next, expected) => {
    expect(safeNext(next, PORTAL)).toBe(expected);
  });
});
