/**
 * Schemas of the site configuration in snapshot/config. They run at build time
 * (scripts/snapshot-check.ts) so a bad file stops the build with a message naming the
 * file, the record and the field. The app imports only the inferred types, so zod never
 * reaches the browser bundle.
 */
import { z } from 'zod';
import { ALL_LANGUAGES } from './languages.ts';

export const lngSchema = z.enum(ALL_LANGUAGES);

/** A text in every language of the catalogue; German is kept even while it is switched off. */
export const localized = z.object({
  nl: z.string(),
  fr: z.string(),
  en: z.string(),
  de: z.string(),
});

const status = z.enum(['Published', 'Draft', 'Archived']);
const columnSize = z.number().int().min(1).max(12);
const columns = z.object({ sm: columnSize, md: columnSize, lg: columnSize });
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1d3b35');
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected lowercase words joined by hyphens');
const localPath = z.string().regex(/^\/[^\s]*$/, 'expected a path that starts with /');
const imageSchema = z.object({
  src: localPath,
  alt: localized,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const topBarLink = z.object({
  id: z.string().min(1),
  label: localized,
  link: z.object({
    nl: z.string().min(1),
    fr: z.string().min(1),
    en: z.string().min(1),
    de: z.string().min(1),
  }),
  icon: z.enum(['phone', 'mail', 'clock', 'pin', 'none']),
  color: colour,
  status,
});

const publicText = z.object({ public: z.boolean(), value: localized });

export const siteSchema = z
  .object({
    agency: z.object({
      name: z.string().min(1),
      street: z.string().min(1),
      zip: z.string().regex(/^\d{4}$/, 'expected a four-digit postcode'),
      city: z.string().min(1),
      phone: z.string().min(1),
      email: z.email(),
      /** Office hours, by ISO weekday (1 Monday ... 7 Sunday): shown on the contact page. */
      openingHours: z.array(
        z.object({
          days: z.array(z.number().int().min(1).max(7)).min(1),
          opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM'),
          closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM'),
        }),
      ),
      /** Company number (BCE/KBO) and the agents' IPI/BIV licence: shown in the legal notice and footer. */
      companyNumber: z.string().min(1),
      licence: z.string().min(1),
      /** The office's position (WGS 84), for search engines: the agency's structured data. */
      geo: z.object({ latitude: z.number().min(49).max(51.6), longitude: z.number().min(2.5).max(6.6) }).optional(),
      /** The agency's own profiles elsewhere (social networks, a registry page): structured data `sameAs`. */
      sameAs: z.array(z.url({ protocol: /^https$/ })).optional(),
    }),
    siteUrl: z.url().refine((u) => !u.endsWith('/'), 'no trailing slash'),
    languages: z.object({
      enabled: z.array(lngSchema).min(1),
      default: lngSchema,
    }),
    logo: z.object({
      src: localPath,
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    topBar: z.object({ links: z.array(topBarLink) }),
    banner: z.object({
      kind: z.enum(['image', 'gallery', 'video', 'color', 'none']),
      color: colour,
      images: z.array(imageSchema),
      video: z.object({ src: localPath, poster: localPath }).nullable(),
      title: localized,
      subtitle: localized,
    }),
    freeEvaluation: z.object({ enabled: z.boolean() }),
    search: z.object({
      /** The home search block (spec section 2): optional logo, title, texts. */
      logo: z.boolean(),
      title: localized,
      /** May hold {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL}, filled from the catalogue. */
      description: localized,
      secondDescription: localized.nullable(),
      showSearchInput: z.boolean(),
      showSearchButton: z.boolean(),
      showCountProperty: z.boolean(),
      showSearchCount: z.boolean(),
      countProperty: z
        .array(z.object({ goal: z.union([z.literal(0), z.literal(1)]), label: localized }))
        .length(2, 'expected two items: sale then rent'),
    }),
    /**
     * The sale and rent lists: sold and let listings come after the available ones, with their
     * label; hideSoldAndLet leaves them out (the realisations page always shows them).
     */
    lists: z.object({ hideSoldAndLet: z.boolean() }),
    footer: z.object({
      blocks: z.array(
        z.object({
          id: z.string().min(1),
          title: publicText,
          introText: publicText,
          fullText: publicText,
          images: z.array(imageSchema),
          columns,
        }),
      ),
    }),
    security: z.object({ frameAncestors: z.array(z.string().min(1)).min(1) }),
    /** Third-party tags (spec section 7), loaded only after consent; a null id never loads. */
    tags: z.object({
      tagManager: z
        .string()
        .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id such as GTM-ABC123')
        .nullable(),
      siteTag: z
        .string()
        .regex(/^G-[A-Z0-9]{4,14}$/, 'expected a measurement id such as G-ABC123')
        .nullable(),
      pixel: z
        .string()
        .regex(/^\d{6,20}$/, 'expected the numeric pixel id')
        .nullable(),
      /** The ids are examples: the server neither allows their hosts nor serves them (server/config.ts). */
      example: z.boolean().optional(),
    }),
    /** The cookie dialog: a stored choice counts for this policy version and this many days. */
    consent: z.object({
      policyVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected the policy date, YYYY-MM-DD'),
      maxAgeDays: z.number().int().min(1).max(395),
    }),
    /**
     * The map of a parent frame (spec section 7). parentOrigins are the only origins the
     * message is posted to: exact origins, or 'self' for the site's own; never '*'.
     */
    mapBridge: z.object({
      parentOrigins: z.array(
        z.union([
          z.literal("'self'"),
          z
            .url({ protocol: /^https?$/ })
            .refine((u) => new URL(u).origin === u, 'expected an origin such as https://www.example.be'),
        ]),
      ),
      mapType: z.enum(['roadmap', 'satellite', 'hybrid', 'terrain']),
      customMarker: localPath.nullable(),
    }),
  })
  .superRefine((site, ctx) => {
    if (!site.languages.enabled.includes(site.languages.default)) {
      ctx.addIssue({ code: 'custom', path: ['languages', 'default'], message: 'the default language must be enabled' });
    }
    if (site.banner.kind === 'image' && site.banner.images.length < 1) {
      ctx.addIssue({ code: 'custom', path: ['banner', 'images'], message: 'an image banner needs an image' });
    }
    if (site.banner.kind === 'gallery' && site.banner.images.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['banner', 'images'],
        message: 'a gallery banner needs two images or more',
      });
    }
    if (site.banner.kind === 'video' && !site.banner.video) {
      ctx.addIssue({ code: 'custom', path: ['banner', 'video'], message: 'a video banner needs a video' });
    }
    const [sale, rent] = site.search.countProperty;
    if (sale?.goal !== 0 || rent?.goal !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['search', 'countProperty'],
        message: 'expected sale (goal 0) then rent (goal 1)',
      });
    }
  });

const moduleSchema = z.object({
  id: z.number().int().positive(),
  type: z.enum(['property-list', 'stats-view', 'project-list', 'category', 'article', 'contact']),
  position: z.number().int().min(0),
  span: columnSize,
  columns,
  sort: z.enum(['newest', 'price-asc', 'price-desc', 'position']),
  view: z.string().nullable(),
  maxItems: z.number().int().positive().nullable(),
  numberItemOfRow: z.number().int().min(1).max(6).nullable(),
  status,
});

const localizedSlug = z.object({ nl: slug, fr: slug, en: slug, de: slug });
const homeSlug = z.object({ nl: z.literal(''), fr: z.literal(''), en: z.literal(''), de: z.literal('') });

export interface MenuEntry {
  id: number;
  path: string;
  slug: Localized;
  status: z.infer<typeof status>;
  parentId: number | null;
  params: { title: Localized; seo: { title: Localized; description: Localized } };
  showBreadCrumb: boolean;
  showPageBanner: boolean;
  redirect: boolean;
  redirectUrl: string | null;
  css: string | null;
  content: Localized | null;
  modules: MenuModule[];
  childMenus: MenuEntry[];
}

export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z
    .object({
      id: z.number().int().positive(),
      path: z.union([z.literal(''), slug]),
      slug: z.union([homeSlug, localizedSlug]),
      status,
      parentId: z.number().int().positive().nullable(),
      params: z.object({
        title: localized,
        seo: z.object({ title: localized, description: localized }),
      }),
      showBreadCrumb: z.boolean(),
      showPageBanner: z.boolean(),
      redirect: z.boolean(),
      redirectUrl: z.string().nullable(),
      css: z.string().nullable(),
      content: localized.nullable(),
      modules: z.array(moduleSchema),
      childMenus: z.array(menuEntrySchema),
    })
    .superRefine((entry, ctx) => {
      if ((entry.path === '') !== (entry.slug.nl === '')) {
        ctx.addIssue({ code: 'custom', path: ['slug'], message: 'only the home page has an empty path and slug' });
      }
      if (entry.redirect && !entry.redirectUrl) {
        ctx.addIssue({ code: 'custom', path: ['redirectUrl'], message: 'a redirecting page needs a redirectUrl' });
      }
    }),
);

export const menuSchema = z.object({ pages: z.array(menuEntrySchema).min(1) }).superRefine((menu, ctx) => {
  const homes = menu.pages.filter((p) => p.path === '');
  if (homes.length !== 1) {
    ctx.addIssue({ code: 'custom', path: ['pages'], message: 'expected exactly one home page (empty path)' });
  }
  const seen = new Map<string, number>();
  const walk = (entries: MenuEntry[], prefix: string) => {
    for (const entry of entries) {
      const key = `${prefix}/${entry.path}`;
      const other = seen.get(key);
      if (other !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages'],
          message: `pages ${other} and ${entry.id} share the path ${key}/`,
        });
      }
      seen.set(key, entry.id);
      walk(entry.childMenus, key);
    }
  };
  walk(menu.pages, '');
});

export type Localized = z.infer<typeof localized>;
export type SiteConfig = z.infer<typeof siteSchema>;
export type MenuModule = z.infer<typeof moduleSchema>;
export type MenuConfig = z.infer<typeof menuSchema>;
