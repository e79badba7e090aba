/**
 * What fills the slots features leave for each other (src/components/slots.tsx). Every page has
 * these: the heart and the map bridge are in the boot's shared chunk already, and the forms load
 * their own chunk when shown. A listing's purchase costs are filled by the detail page (its chunk).
 */
import type { Slots } from '../components/slots.tsx';
import { FavouriteButton } from '../features/favourites/FavouriteButton.tsx';
import { favouriteOf } from '../state/favourites/favouriteOf.ts';
import { FormSlot } from '../features/forms/FormSlot.tsx';
import { useMapBridge } from '../features/map-bridge/useMapBridge.ts';

const CardFavourite: Slots['FavouriteButton'] = ({ listing, className }) => (
  <FavouriteButton listing={favouriteOf(listing)} className={className} />
);

export const SITE_SLOTS: Partial<Slots> = {
  FavouriteButton: CardFavourite,
  RequestForm: FormSlot,
  useListingsShown: useMapBridge,
};
