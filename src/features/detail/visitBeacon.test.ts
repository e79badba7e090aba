import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { sendVisit, useVisitBeacon, watchVisit, type VisitDocument } from './visitBeacon.ts';

/** A document whose visibility and prerendering the test decides. */
function fakeDocument(visibilityState: DocumentVisibilityState, prerendering = false) {
  const target = new EventTarget();
  const doc = {
    visibilityState,
    prerendering,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const change = (state: Partial<typeof doc>, event: string) => {
    Object.assign(doc, state);
    target.dispatchEvent(new Event(event));
  };
  return { doc: doc as VisitDocument, change };
}

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('watchVisit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends once for a visible page, after the effect has settled', () => {
    const send = jest.fn();
    const { doc, change } = fakeDocument('visible');
    watchVisit(120, doc, send);
    expect(send).not.toHaveBeenCalled();
    jest.runAllTimers();
    change({ visibilityState: 'hidden' }, 'visibilitychange');
    change({ visibilityState: 'visible' }, 'visibilitychange');
    expect(send.mock.calls).toEqual([[120]]);
  });

  it('waits until a background tab is first shown', () => {
    const send = jest.fn();
    const { doc, change } = fakeDocument('hidden');
    watchVisit(120, doc, send);
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();
    change({ visibilityState: 'visible' }, 'visibilitychange');
    change({ visibilityState: 'hidden' }, 'visibilitychange');
    change({ visibilityState: 'visible' }, 'visibilitychange');
    expect(send.mock.calls).toEqual([[120]]);
  });

  it('does not count a prerendered page until the visitor opens it', () => {
    const send = jest.fn();
    const { doc, change } = fakeDocument('visible', true);
    watchVisit(134, doc, send);
    jest.runAllTimers();
    change({}, 'visibilitychange');
    expect(send).not.toHaveBeenCalled();
    change({ prerendering: false }, 'prerenderingchange');
    expect(send.mock.calls).toEqual([[134]]);
  });

  it('sends nothing when the page is left before it was shown', () => {
    const send = jest.fn();
    const { doc, change } = fakeDocument('hidden');
    const stop = watchVisit(120, doc, send);
    stop();
    change({ visibilityState: 'visible' }, 'visibilitychange');
    jest.runAllTimers();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends once when React's StrictMode mounts the effect twice", () => {
    const send = jest.fn();
    const { doc } = fakeDocument('visible');
    watchVisit(120, doc, send)();
    watchVisit(120, doc, send);
    jest.runAllTimers();
    expect(send.mock.calls).toEqual([[120]]);
  });
});

describe('sendVisit', () => {
  const beacon = jest.fn<boolean, [string, Blob]>();
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  });

  it('posts the id as text/plain with sendBeacon', async () => {
    beacon.mockReturnValue(true);
    sendVisit(120);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/visits');
    expect(blob.type).toBe('text/plain');
    expect(JSON.parse(await readBlob(blob))).toEqual({ id: 120 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    beacon.mockReturnValue(false);
    sendVisit(134);
    expect(fetchMock).toHaveBeenCalledWith('/api/visits', {
      method: 'POST',
      keepalive: true,
      body: '{"id":134}',
      headers: { 'content-type': 'text/plain' },
    });
  });
});

describe('useVisitBeacon', () => {
  const beacon = jest.fn<boolean, [string, Blob]>(() => true);

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
  afterEach(() => jest.useRealTimers());

  it('sends one beacon per listing shown, also when navigating to the next one', async () => {
    const { rerender } = renderHook(({ id, lng }) => useVisitBeacon(id, lng), {
      initialProps: { id: 120, lng: 'fr' },
      wrapper: StrictMode,
    });
    jest.runAllTimers();
    rerender({ id: 120, lng: 'fr' });
    jest.runAllTimers();
    rerender({ id: 134, lng: 'fr' });
    jest.runAllTimers();
    const ids = await Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await readBlob(blob)).id));
    expect(ids).toEqual([120, 134]);
  });
});
