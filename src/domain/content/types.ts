/**
 * The site's editorial content for one language, as the build writes it
 * (dist/data/{build}/content.{lng}.json, from snapshot/content/{lng}/): published items only, in
 * display order, with their paths' slugs, and rich text already sanitized into a tree of
 * allowed elements (publisher/dataFiles/contentBuild.ts). The browser renders the tree as React
 * elements: no HTML string is ever put into the page.
 */
import type { Lng } from '../../config/languages.ts';

export type RichTag = 'p' | 'h2' | 'h3' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'a';
export type RichNode = string | { tag: RichTag; href?: string; children: RichNode[] };

export interface ServiceArticle {
  key: string;
  slug: string;
  title: string;
  summary: string;
  body: RichNode[];
  updated: string;
}

/** A picture of the content (a team member, a news item): a source image's name and size. */
export interface ContentPhoto {
  name: string;
  width: number;
  height: number;
}

export interface NewsItem {
  key: string;
  slug: string;
  date: string;
  title: string;
  photo: ContentPhoto | null;
  summary: string;
  body: RichNode[];
}

export interface TeamMember {
  key: string;
  name: string;
  photo: ContentPhoto | null;
  role: string;
  bio: string;
  email: string;
  phone: string;
  languages: string[];
}

export interface Testimonial {
  key: string;
  slug: string;
  name: string;
  about: string;
  date: string;
  title: string;
  opinion: RichNode[];
}

export const LEGAL_PAGES = ['privacy-statement', 'cookie-policy', 'disclaimer'] as const;
export type LegalPageId = (typeof LEGAL_PAGES)[number];

export interface LegalText {
  title: string;
  updated: string;
  body: RichNode[];
}

export interface SiteContent {
  lng: Lng;
  /** The services articles, by position. */
  articles: ServiceArticle[];
  /** The news category, newest first. */
  news: { name: string; items: NewsItem[] };
  /** The team category, by position. */
  team: { name: string; members: TeamMember[] };
  testimonials: Testimonial[];
  legal: Record<LegalPageId, LegalText>;
  contact: { intro: string; byAppointment: string; access: string };
  /** Each item's slug in every language, by kind and key: the language switcher's other pages. */
  slugs: Record<'articles' | 'news' | 'testimonials', Record<string, Partial<Record<Lng, string>>>>;
}
