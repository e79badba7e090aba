/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages carry the icon in their HTML (index.html): it costs about 150 bytes there and saves
 * a request that a slow phone line would make next to the page's photo. public/favicon.svg stays
 * for whatever asks for it by name (the map example, bookmarks): both must be the same picture.
 */
describe('the site icon', () => {
  const root = path.resolve(__dirname, '..');
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');

  it('is inline in the page template and is the same drawing as public/favicon.svg', () => {
    const href = /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,([^"]+)"/.exec(
      template,
    )?.[1];
    expect(href).toBeDefined();
    // A URL holds no raw space (the HTML checker refuses one in href): each is written %20.
    expect(href).not.toMatch(/\s/);
    const inline = decodeURIComponent(href ?? '').replace(/'/g, '"');
    const file = readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8').trim();
    expect(inline).toBe(file);
  });
});
