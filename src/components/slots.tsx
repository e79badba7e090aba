/**
 * Pieces one feature shows inside another's view: the heart on a listing's card, the request
 * forms and the purchase costs on a listing's page, the parent frame's map told which listings a
 * page shows. A feature asks for a slot by name; `app/` fills the slots (featureSlots.tsx), so
 * no feature imports another and composition stays in one place (docs/ARCHITECTURE.md, "Folders").
 * An empty slot renders nothing: a view rendered alone (a test of one feature) still works.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Lng } from '../config/languages.ts';
import type { ListingCard } from '../domain/catalogue/types.ts';
import type { PropertyDetail } from '../domain/catalogue/detailTypes.ts';
import type { FormKind } from '../domain/forms/kinds.ts';

export interface Slots {
  /** The visitor's favourite toggle for a listing. */
  FavouriteButton: ComponentType<{
    listing: Pick<ListingCard, 'ID' | 'TypeDescription' | 'Zip' | 'City'>;
    className?: string;
  }>;
  /** A form, loaded with the forms' chunk. */
  RequestForm: ComponentType<{
    kind: FormKind;
    lng: Lng;
    context?: { propertyId?: number; projectId?: number };
    heading?: 'h2' | 'h3' | null;
  }>;
  /** A listing's purchase costs and the link to the calculator. */
  ListingCosts: ComponentType<{ detail: PropertyDetail; lng: Lng }>;
  /** Tells whoever listens (the parent frame's map) which listings the page shows, once they are ready. */
  useListingsShown: (lng: Lng, listings: readonly ListingCard[], ready: boolean) => void;
}

const EMPTY: Slots = {
  FavouriteButton: () => null,
  RequestForm: () => null,
  ListingCosts: () => null,
  useListingsShown: () => undefined,
};

const SlotsContext = createContext<Slots>(EMPTY);

/** Fills slots for the views below; the slots it leaves out keep what an outer provider gave. */
export function SlotsProvider({ slots, children }: { slots: Partial<Slots>; children: ReactNode }) {
  const outer = useContext(SlotsContext);
  const value = useMemo(() => ({ ...outer, ...slots }), [outer, slots]);
  return <SlotsContext.Provider value={value}>{children}</SlotsContext.Provider>;
}

export function useSlots(): Slots {
  return useContext(SlotsContext);
}
