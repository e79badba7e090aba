/**
 * The portal's cookies. Over HTTPS they carry the __Host- prefix (Secure, Path=/, no Domain:
 * a sibling subdomain cannot set or shadow them); over plain HTTP on a developer's machine
 * the prefix would make the browser drop them, so the names go without it.
 * They are read with @fastify/cookie (request.cookies). They are written here rather than with
 * reply.setCookie, whose serializer puts Max-Age first: the header keeps the attribute order
 * the portal has always sent (and its tests pin).
 */
export interface CookieOptions {
  https: boolean;
}

export const cookieName = (base: 'owner_session' | 'owner_device', options: CookieOptions) =>
  options.https ? `__Host-${base}` : base;

/**
 * The one cookie the page may read: "owner_in=1" says a session was opened in this browser,
 * nothing more (the session itself stays HttpOnly). Without it the portal goes straight to the
 * login instead of asking the server first.
 */
export const HINT_COOKIE = 'owner_in';

/** A Set-Cookie value: SameSite=Lax always, HttpOnly unless `readable`; maxAgeS 0 deletes it. */
export function cookie(
  name: string,
  value: string,
  maxAgeS: number | null,
  options: CookieOptions,
  readable = false,
): string {
  const parts = [`${name}=${value}`, 'Path=/', ...(readable ? [] : ['HttpOnly']), 'SameSite=Lax'];
  if (maxAgeS !== null) parts.push(`Max-Age=${maxAgeS}`);
  if (options.https) parts.push('Secure');
  return parts.join('; ');
}
