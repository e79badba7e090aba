import { data, isRouteErrorResponse } from 'react-router-dom';

/** Which not-found page a 404 shows: the general one, or the spec's "property / project not found". */
export type NotFoundKind = 'page' | 'property' | 'project';

/** Thrown by a loader when its URL names nothing: the route's error boundary shows the 404 page. */
export function notFound(kind: NotFoundKind = 'page') {
  return data({ notFound: kind }, { status: 404 });
}

/** The kind of a 404 thrown with notFound(), or null for any other error. */
export function notFoundKindOf(error: unknown): NotFoundKind | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const kind = (error.data as { notFound?: NotFoundKind } | null)?.notFound;
  return kind ?? 'page';
}
