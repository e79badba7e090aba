/**
 * The back office's cookies: the session and the device cookie of the login throttle
 * (server/owners/throttle.ts). As the owners' (server/owners/cookies.ts): the __Host- prefix over
 * HTTPS, none on a developer's plain HTTP. Always HttpOnly, and SameSite=Strict rather than the
 * portal's Lax: nobody arrives at the back office signed in from a link on another site, so no
 * request from another site ever carries them.
 */
export const staffCookieName = (base: 'staff_session' | 'staff_device', https: boolean) =>
  https ? `__Host-${base}` : base;

/** A Set-Cookie value; maxAgeS 0 deletes it. */
export function staffCookie(name: string, value: string, maxAgeS: number, https: boolean): string {
  const parts = [`${name}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeS}`];
  if (https) parts.push('Secure');
  return parts.join('; ');
}
