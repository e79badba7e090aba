import { extraHeaders } from './relay.ts';

describe('extraHeaders', () => {
  it('passes the alerts’ List-Unsubscribe headers on as they were stored', () => {
    const stored = JSON.stringify({
      'List-Unsubscribe': '<https://www.immo-famenne.be/api/alerts/unsubscribe?token=0123456789abcdef0123456789abcdef>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extraHeaders(stored)).toEqual(JSON.parse(stored));
  });

  it('drops what is not one plain header line, and never overrides the addressing', () => {
    expect(
      extraHeaders(
        JSON.stringify({
          'X-Ok': 'fine',
          'X-Injected': 'a\r\nBcc: someone@example.com',
          'Bad Name': 'x',
          To: 'someone@example.com',
          bcc: 'someone@example.com',
          'X-Number': 5,
        }),
      ),
    ).toEqual({ 'X-Ok': 'fine' });
    expect(extraHeaders('not json')).toEqual({});
    expect(extraHeaders('["List-Unsubscribe"]')).toEqual({});
    expect(extraHeaders(undefined)).toEqual({});
  });
});
