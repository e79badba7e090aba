import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { favouriteOf } from '../../state/favourites/favouriteOf.ts';
import type { ListingCard } from '../../domain/catalogue/types.ts';
import { useCatalogue } from '../../state/catalogue/useCatalogue.ts';
import { CompareAdd } from './CompareAdd.tsx';
import { CompareEmpty } from './CompareEmpty.tsx';
import { CompareNotices } from './CompareNotices.tsx';
import { CompareResults } from './CompareResults.tsx';
import { useCompareSelection } from './useCompareSelection.ts';

/**
 * The compare page's body: the listings the URL names, side by side. Removing or adding one
 * rewrites the URL (the comparison is the link), says so to screen readers, and puts focus on
 * the table when the pressed button has gone with its column.
 */
export function CompareView({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const { selection, setIds } = useCompareSelection(lng);
  const { status, data, retry } = useCatalogue(lng);
  const [announcement, setAnnouncement] = useState('');
  const regionRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const idsKey = selection.ids.join(',');

  const { online, gone } = useMemo(() => {
    const byId = new Map((data?.properties ?? []).map((listing) => [listing.ID, listing]));
    const found: ListingCard[] = [];
    const missing: number[] = [];
    for (const id of idsKey === '' ? [] : idsKey.split(',').map(Number)) {
      const listing = byId.get(id);
      if (listing) found.push(listing);
      else missing.push(id);
    }
    return { online: found, gone: missing };
  }, [data, idsKey]);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) (regionRef.current ?? document.getElementById('main'))?.focus();
  }, [idsKey]);

  const nameOf = (id: number) => {
    const listing = online.find((l) => l.ID === id) ?? data?.properties.find((l) => l.ID === id);
    return listing ? favouriteOf(listing).title : t('tools:compare.reference', { id });
  };
  const remove = (id: number) => {
    refocus.current = true;
    setAnnouncement(t('tools:compare.removed', { title: nameOf(id) }));
    setIds(selection.ids.filter((other) => other !== id));
  };
  const add = (id: number) => {
    refocus.current = true;
    setAnnouncement(t('tools:compare.added', { title: nameOf(id) }));
    setIds([...selection.ids, id]);
  };

  const catalogueReady = status === 'ready' && data !== null;
  return (
    <>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <CompareNotices selection={selection} gone={catalogueReady ? gone : []} onRemove={remove} />
      {selection.ids.length === 0 ? (
        <CompareEmpty lng={lng} />
      ) : !catalogueReady ? (
        <CatalogueState status={status} retry={retry} />
      ) : (
        <>
          {online.length === 1 && <p className="notice">{t('tools:compare.addMore')}</p>}
          {online.length > 0 && <CompareResults lng={lng} listings={online} onRemove={remove} regionRef={regionRef} />}
        </>
      )}
      <CompareAdd catalogue={catalogueReady ? data.properties : null} ids={selection.ids} onAdd={add} />
    </>
  );
}
