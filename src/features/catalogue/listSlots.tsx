import type { Lng } from '../../config/languages.ts';
import { lazyViews } from '../../components/lazyViews.tsx';
import type { Goal } from '../../domain/catalogue/types.ts';

/**
 * The sale and rent lists come in a chunk of their own (listViews.ts): see
 * components/lazyViews.tsx. A route whose page shows a list loads the chunk with its own.
 */
const list = lazyViews(() => import('./listViews.ts'));
export const loadListViews = list.load;

export const ListingListSlot = list.slot<{ lng: Lng; goal: Goal; pageSize: number; perRow: number; action: string }>(
  (v) => v.ListingList,
);
