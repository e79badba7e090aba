/**
 * What a crawler that runs no JavaScript reads of the site (test/crawl/check.ts): the links of a
 * page (`<a href>`, nothing a script would add) and the URLs a sitemap lists.
 */
import { Parser } from 'htmlparser2';

/**
 * The same-origin pages a page links to, as site paths with their query string (`/fr/a-vendre/?page=2`),
 * in the order they appear, without repeats. A fragment is dropped (the same page); other origins,
 * `mailto:`, `tel:` and `javascript:` links, and the server API (robots.txt keeps crawlers out) are left out.
 * Links inside a `<template>` are not read: a browser does not show them.
 */
export function linksOf(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const found = new Set<string>();
  let templates = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'template') templates++;
        const href = attributes.href;
        if (name !== 'a' || templates > 0 || href === undefined || href.trim() === '') return;
        let target: URL;
        try {
          target = new URL(href.trim(), page);
        } catch {
          return;
        }
        if (target.origin !== page.origin) return;
        if (target.pathname.startsWith('/api/')) return;
        found.add(target.pathname + target.search);
      },
      onclosetag(name) {
        if (name === 'template') templates--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return [...found];
}

/** The text of every `<loc>` of a sitemap or a sitemap index (with `<url>` or `<sitemap>` around it). */
export function sitemapLocations(xml: string): string[] {
  const locations: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name !== 'loc') return;
        inLoc = true;
        text = '';
      },
      ontext(data) {
        if (inLoc) text += data;
      },
      onclosetag(name) {
        if (name !== 'loc') return;
        inLoc = false;
        locations.push(text.trim());
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return locations;
}

/** A sitemap's absolute URL as a site path with its query string, whatever origin the build wrote. */
export function sitePath(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}
