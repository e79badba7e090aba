/**
 * What a page makes the browser fetch before it can react, as bytes on the wire with brotli and
 * gzip: the boot module and what it always loads, the chunks the page hydrates with, the HTML
 * (with the CSS rules it inlines) and the whole stylesheet; and the back office's first screen.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { bootUrls } from '../../publisher/pages/bootLoader.ts';

type Encoding = 'br' | 'gzip' | 'identity';
export type Sizes = Record<'br' | 'gzip', number>;
export type Transfer = { js: Sizes; pageJs: Sizes; css: Sizes; html: Sizes };

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Node's fetch decompresses silently, so the bytes on the wire are counted on a raw request. */
function getRaw(url: string, encoding: Encoding): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`GET ${url}: HTTP ${response.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] ?? 'identity' });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** What the browser must fetch before the page can react: entry modules, their preloads, styles. */
function assetsOf(html: string, pageUrl: string): { js: string[]; pageJs: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const origin = new URL(pageUrl).origin;
  const add = (set: Set<string>, ref: string | undefined) => {
    if (!ref) return;
    const url = new URL(ref, pageUrl);
    if (url.origin === origin) set.add(url.href);
  };
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag.replace(/^<\w+|\/?>$/g, ''));
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (/^<script/i.test(tag) && attrs.get('type') === 'module') add(js, attrs.get('src'));
    else if (rel.includes('modulepreload')) add(js, attrs.get('href'));
    else if (rel.includes('stylesheet')) add(css, attrs.get('href'));
  }
  // A prerendered page asks for its boot module from the inline loader once its photo is painted.
  for (const url of bootUrls(html)) add(js, url);
  // The chunks the page hydrates with, which boot.ts preloads after the first paint (src/lib/pageAssets.ts).
  const pageJs = new Set<string>();
  const named = /<script type="application\/json" id="page-assets">([^<]*)<\/script>/.exec(html)?.[1];
  const assets = named ? (JSON.parse(named) as { modules: string[]; styles?: string[] }) : null;
  for (const module of assets?.modules ?? []) add(pageJs, module);
  // The whole stylesheet, linked after the first paint (the HTML inlines the rules it uses).
  for (const sheet of assets?.styles ?? []) add(css, sheet);
  return { js: [...js], pageJs: [...pageJs].filter((url) => !js.has(url)), css: [...css] };
}

async function transferSize(urls: string[]): Promise<Sizes> {
  const total = { br: 0, gzip: 0 };
  for (const url of urls) {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await getRaw(url, encoding);
      // An uncompressed answer would silently inflate the figure: say so rather than hide it.
      if (response.encoding !== encoding)
        console.warn(`warning: ${url} came back as ${response.encoding}, not ${encoding}`);
      total[encoding] += response.body.length;
    }
  }
  return total;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The page's script is only the boot module (src/boot.ts), asked for by the inline loader; it always imports React and the
 * app right after the first paint. So the JS before interaction is the entry, its static
 * imports and the entry's own dynamic imports, with their static imports, from Vite's
 * manifest. Dynamic imports of the app itself (lazy routes) are not counted.
 */
async function withBootImports(js: string[], pageUrl: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join('dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const urls = new Set(js);
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk) return;
    const url = new URL(`/${chunk.file}`, pageUrl).href;
    if (urls.has(url) && !followDynamic) return;
    urls.add(url);
    for (const dep of chunk.imports ?? []) visit(dep, false);
    if (followDynamic) for (const dep of chunk.dynamicImports ?? []) visit(dep, false);
  };
  for (const url of js) {
    const chunk = byFile.get(new URL(url).pathname);
    const key = Object.keys(manifest).find((k) => manifest[k] === chunk);
    if (key) visit(key, chunk?.isEntry === true);
  }
  return [...urls];
}

/**
 * The back office (/admin/, its own HTML entry, built in a pass of its own): its first screen
 * after login is the entry and the chunks its HTML preloads (issue 35: under 150 KiB brotli);
 * its other pages are lazy chunks, loaded when opened. Public pages load none of it: their boot
 * JS is the table's.
 */
export async function backOfficeLine(url: string): Promise<string> {
  const response = await getRaw(url, 'identity').catch(() => null);
  const html = response?.body.toString('utf8') ?? '';
  const { js, css } = assetsOf(html, url);
  if (js.length === 0) return `\nBack office ${url}: no module script found (is it built?)`;
  const [jsSize, cssSize] = [await transferSize(js), await transferSize(css)];
  return (
    `\nBack office (/admin/), its first screen (the entry and the ${js.length - 1} chunks it preloads): ` +
    `JS ${kib(jsSize.br)} KiB brotli (${kib(jsSize.gzip)} gzip), CSS ${kib(cssSize.br)} KiB brotli. ` +
    'Target: under 150 KiB brotli; public pages load none of it'
  );
}

export async function measureTransfer(pageUrl: string): Promise<Transfer> {
  const html = (await getRaw(pageUrl, 'identity')).body.toString('utf8');
  const { js, pageJs, css } = assetsOf(html, pageUrl);
  if (js.length === 0) console.warn(`warning: no module script found in ${pageUrl}`);
  const boot = await withBootImports(js, pageUrl);
  return {
    js: await transferSize(boot),
    pageJs: await transferSize(pageJs.filter((url) => !boot.includes(url))),
    css: await transferSize(css),
    html: await transferSize([pageUrl]),
  };
}
