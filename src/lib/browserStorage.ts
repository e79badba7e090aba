/**
 * The browser's local or session storage, or null where reading it throws (storage disabled,
 * some private modes): what is kept there then lasts only the visit.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
