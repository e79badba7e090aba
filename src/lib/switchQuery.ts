/**
 * The query a page keeps when the visitor switches language: the same filters (type, sort,
 * paging, a search text, compare ids, calculator figures), with the town kept by its postcode
 * alone, since its name differs by language (Namen / Namur) and the list finds a town by it.
 * "" when there is nothing to keep.
 */
export function switchQuery(search: string): string {
  const params = new URLSearchParams(search);
  const city = params.get('city');
  if (city !== null) {
    const zip = city.slice(city.lastIndexOf('|') + 1).trim();
    if (/^[1-9]\d{3}$/.test(zip)) params.set('city', zip);
    else params.delete('city');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
