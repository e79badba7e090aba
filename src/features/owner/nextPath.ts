/**
 * Where the login sends the owner afterwards: back to the portal page they were on, given as
 * `?next=`. Only a path of the portal itself is followed, so a crafted link cannot use the
 * login to send someone to another site (an open redirect) or anywhere else on this one.
 */
export function safeNext(next: string | null, portalPath: string): string {
  if (!next || !next.startsWith(portalPath)) return portalPath;
  if (next.includes('//') || next.includes('\\')) return portalPath;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid' || url.pathname !== portalPath) return portalPath;
    const id = url.searchParams.get('id');
    return id && /^\d{1,9}$/.test(id) ? `${portalPath}?id=${id}` : portalPath;
  } catch {
    return portalPath;
  }
}
