/**
 * Search keys: lowercase without accents, so "Neufchâteau", "neufchateau" and
 * "NEUFCHATEAU" are the same city, and "Liège" matches "liege".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
