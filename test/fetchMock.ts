/**
 * The window's fetch, replaced for a test file: each test says what it answers
 * (`fetchMock.mockResolvedValue(answer(202, body))`) and reads what was asked.
 */
export function installFetchMock() {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  return fetchMock;
}

/** What fetch resolves to, as far as the app reads it (jsdom has no Response). */
export const answer = (status: number, body: unknown) =>
  ({ status, ok: status < 400, json: async () => body }) as unknown as Response;
