/**
 * The editorial content (snapshot/content/{lng}/*.json): checked against its schema and across
 * languages (same items, same keys), its HTML turned into the sanitized tree the pages render
 * (richText.ts; any element or attribute it drops is reported as a problem), drafts left out,
 * items put in display order with their slugs (spec section 2's path building), and written to
 * dist/data/{build}/content.{lng}.json for the browser.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Lng } from '../../src/config/languages.ts';
import { contentUrlPath } from '../../src/domain/content/dataPaths.ts';
import { LEGAL_PAGES, type ContentPhoto, type RichNode, type SiteContent } from '../../src/domain/content/types.ts';
import { imageSizes } from '../media/media.ts';
import { slugify } from '../../src/lib/paths.ts';
import { toRichText } from './richText.ts';
import type { SnapshotProblem } from '../snapshot/snapshot.ts';

type ImageSizes = ReadonlyMap<string, { width: number; height: number }>;

const key = z.string().regex(/^[a-z0-9-]+$/, 'expected a kebab-case key');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const text = z.string().trim().min(1);
const summary = text.max(250, 'at most 250 characters (spec section 9)');
const status = z.enum(['Published', 'Draft']);
/** A picture: the name of a source image in snapshot/media, without its extension. */
const photo = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'expected the name of an image in snapshot/media')
  .optional();

const FILES = {
  articles: z.object({
    articles: z.array(
      z.object({ key, position: z.number().int(), status, title: text, summary, body: text, updated: day }),
    ),
  }),
  news: z.object({
    category: z.object({ name: text }),
    items: z.array(z.object({ key, date: day, status, title: text, photo, summary, body: text })),
  }),
  team: z.object({
    category: z.object({ name: text }),
    members: z.array(
      z.object({
        key,
        position: z.number().int(),
        status,
        name: text,
        photo,
        role: text,
        bio: text,
        email: z.email(),
        phone: z.string().regex(/^\+?[\d ]{8,20}$/, 'expected a phone number'),
        languages: z.array(z.string().regex(/^[a-z]{2}$/)),
      }),
    ),
  }),
  testimonials: z.object({
    items: z.array(
      z.object({ key: z.string().regex(/^\d+$/), name: text, about: text, date: day, title: text, opinion: text }),
    ),
  }),
  legal: z.object(
    Object.fromEntries(LEGAL_PAGES.map((id) => [id, z.object({ title: text, updated: day, body: text })])) as Record<
      (typeof LEGAL_PAGES)[number],
      z.ZodObject<{ title: typeof text; updated: typeof day; body: typeof text }>
    >,
  ),
  contact: z.object({ intro: text, byAppointment: text, access: text }),
};
type Files = { [K in keyof typeof FILES]: z.infer<(typeof FILES)[K]> };

async function readFiles(root: string, lng: Lng, problems: SnapshotProblem[]): Promise<Files | null> {
  const files: Partial<Record<keyof Files, unknown>> = {};
  for (const [name, schema] of Object.entries(FILES) as [keyof Files, z.ZodType][]) {
    const file = `snapshot/content/${lng}/${name}.json`;
    const full = path.join(root, file);
    if (!existsSync(full)) {
      problems.push({ file, record: '-', field: '-', reason: 'missing' });
      continue;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(full, 'utf8'));
    } catch (error) {
      problems.push({ file, record: '-', field: '-', reason: `not JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          file,
          record: issue.path.slice(0, 2).join('.'),
          field: issue.path.join('.'),
          reason: issue.message,
        });
      }
      continue;
    }
    files[name] = parsed.data;
  }
  return Object.keys(files).length === Object.keys(FILES).length ? (files as Files) : null;
}

/** Builds one language's content; `slugsOf` gives every language's slugs (filled by buildContent). */
function toContent(lng: Lng, files: Files, problems: SnapshotProblem[], images: ImageSizes): SiteContent {
  /** The picture with its size, or null; a name no source image has is a problem. */
  const picture = (name: string | undefined, file: string, record: string): ContentPhoto | null => {
    if (name === undefined) return null;
    const size = images.get(name);
    if (size) return { name, width: size.width, height: size.height };
    problems.push({ file, record, field: 'photo', reason: `no image ${name} in snapshot/media` });
    return null;
  };
  const rich = (html: string, file: string, record: string): RichNode[] => {
    const { nodes, dropped } = toRichText(html);
    if (dropped.length > 0) {
      problems.push({
        file,
        record,
        field: 'html',
        reason: `not allowed, removed: ${[...new Set(dropped)].join(', ')}`,
      });
    }
    return nodes;
  };
  const published = <T extends { status: string }>(items: T[]) => items.filter((item) => item.status === 'Published');
  const unique = (kind: string, slugs: string[]) => {
    const seen = new Set<string>();
    for (const slug of slugs) {
      if (slug === '' || seen.has(slug)) {
        problems.push({
          file: `snapshot/content/${lng}/${kind}.json`,
          record: slug,
          field: 'title',
          reason: 'two items give the same path (or none)',
        });
      }
      seen.add(slug);
    }
  };
  const file = (name: string) => `snapshot/content/${lng}/${name}.json`;
  const articles = published(files.articles.articles)
    .sort((a, b) => a.position - b.position)
    .map((a) => ({
      key: a.key,
      slug: slugify(a.title),
      title: a.title,
      summary: a.summary,
      updated: a.updated,
      body: rich(a.body, file('articles'), a.key),
    }));
  const news = published(files.news.items)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((n) => ({
      key: n.key,
      slug: slugify(n.title),
      date: n.date,
      title: n.title,
      photo: picture(n.photo, file('news'), n.key),
      summary: n.summary,
      body: rich(n.body, file('news'), n.key),
    }));
  const testimonials = files.testimonials.items.map((item) => ({
    key: item.key,
    slug: slugify(item.title),
    name: item.name,
    about: item.about,
    date: item.date,
    title: item.title,
    opinion: rich(item.opinion, file('testimonials'), item.key),
  }));
  unique(
    'articles',
    articles.map((a) => a.slug),
  );
  unique(
    'news',
    news.map((n) => n.slug),
  );
  unique(
    'testimonials',
    testimonials.map((t) => t.slug),
  );
  const legal = Object.fromEntries(
    LEGAL_PAGES.map((id) => {
      const page = files.legal[id];
      return [id, { title: page.title, updated: page.updated, body: rich(page.body, file('legal'), id) }];
    }),
  ) as SiteContent['legal'];
  return {
    lng,
    articles,
    news: { name: files.news.category.name, items: news },
    team: {
      name: files.team.category.name,
      members: published(files.team.members)
        .sort((a, b) => a.position - b.position)
        .map(({ key: k, name, photo: image, role, bio, email, phone, languages }) => ({
          key: k,
          name,
          photo: picture(image, file('team'), k),
          role,
          bio,
          email,
          phone,
          languages,
        })),
    },
    testimonials,
    legal,
    contact: files.contact,
    slugs: { articles: {}, news: {}, testimonials: {} },
  };
}

/** Every language's content, checked; problems are collected, not thrown. */
export async function loadContent(
  root: string,
  languages: readonly Lng[],
  problems: SnapshotProblem[],
  /** The sizes of snapshot/media when the caller has read them already (the snapshot check). */
  mediaSizes?: ReadonlyMap<string, { width: number; height: number }>,
): Promise<Map<Lng, SiteContent>> {
  const all = new Map<Lng, SiteContent>();
  const mediaDir = path.join(root, 'snapshot', 'media');
  // A checkout without photos still builds: a named picture is then reported missing.
  const images =
    mediaSizes ??
    (existsSync(mediaDir) ? await imageSizes(mediaDir) : new Map<string, { width: number; height: number }>());
  for (const lng of languages) {
    const files = await readFiles(root, lng, problems);
    if (files) all.set(lng, toContent(lng, files, problems, images));
  }
  // The same items in every language, so each page has its other-language pages.
  const [first] = all.values();
  for (const kind of ['articles', 'testimonials'] as const) {
    for (const content of all.values()) {
      const keys = (list: SiteContent) => list[kind].map((item) => item.key).join(',');
      if (first && keys(content) !== keys(first)) {
        problems.push({
          file: `snapshot/content/${content.lng}/${kind}.json`,
          record: '-',
          field: 'key',
          reason: `not the same items as in ${first.lng}`,
        });
      }
    }
  }
  for (const content of all.values()) {
    for (const other of all.values()) {
      for (const article of other.articles) (content.slugs.articles[article.key] ??= {})[other.lng] = article.slug;
      for (const item of other.news.items) (content.slugs.news[item.key] ??= {})[other.lng] = item.slug;
      for (const item of other.testimonials) (content.slugs.testimonials[item.key] ??= {})[other.lng] = item.slug;
    }
  }
  return all;
}

export async function writeContent(distDir: string, buildId: string, content: Map<Lng, SiteContent>): Promise<void> {
  for (const [lng, data] of content) {
    const file = path.join(distDir, ...contentUrlPath(lng, buildId).split('/').filter(Boolean));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(data));
  }
}
