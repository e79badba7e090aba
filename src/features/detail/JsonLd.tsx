import { serializeLd } from './jsonLd.ts';

/** A JSON-LD block; a data block is never executed, so the strict script policy allows it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
