import type { Head } from './headFor.ts';

function setMeta(name: string, content: string | null) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Writes the page's head into the document: after a client-side navigation (Frame.tsx). */
export function writeDocumentHead(head: Head): void {
  {
    document.documentElement.lang = head.lang;
    document.title = head.title;
    setMeta('description', head.description);
    setMeta('robots', head.noindex ? 'noindex' : null);
    document.head
      .querySelectorAll('link[rel="canonical"], link[rel="prev"], link[rel="next"], link[rel="alternate"][hreflang]')
      .forEach((el) => el.remove());
    for (const [rel, href] of [
      ['canonical', head.canonical],
      ['prev', head.prev],
      ['next', head.next],
    ] as const) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      document.head.appendChild(link);
    }
    for (const alt of head.alternates) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = alt.hreflang;
      link.href = alt.href;
      document.head.appendChild(link);
    }
  }
}
