/**
 * What a detail page puts in its <head>: its title, a description and the photo shown when
 * the page is shared. Built from the catalogue card, which every page has, so the head is
 * right before the detail file arrives.
 */
import type { TFunction } from 'i18next';
import { mediaUrl } from '../../components/Picture.tsx';
import { truncate } from '../../lib/text.ts';
import type { DetailSubject } from './subject.ts';
import { listingTitle } from './titles.ts';
import type { Alternates } from '../../domain/catalogue/detailTypes.ts';

export interface DetailHead {
  title: string;
  description: string;
  /** A site path; headFor makes it absolute. */
  image: { src: string; width: number; height: number; alt: string } | null;
  /** The page in each language, from the detail file (town and type names differ by language). */
  alternates: Alternates | null;
}

const SHARE_WIDTH = 1360;
const DESCRIPTION_LIMIT = 160;

export function detailHeadOf(subject: DetailSubject, t: TFunction, alternates: Alternates | null): DetailHead {
  if (subject.kind === 'project') {
    const { project } = subject;
    const picture = project.SmallPicture;
    return {
      title: project.Name,
      description: truncate(
        t('detailHead.project', {
          name: project.Name,
          city: project.City,
          units: project.WebIDName,
          status: project.Status,
        }),
        DESCRIPTION_LIMIT,
      ),
      image: {
        src: mediaUrl(picture.Name, SHARE_WIDTH, 'jpg'),
        width: SHARE_WIDTH,
        height: Math.round((SHARE_WIDTH * picture.Height) / picture.Width),
        alt: project.Name,
      },
      alternates,
    };
  }
  const { listing } = subject;
  const picture = listing.SmallPictureItem;
  const title = listingTitle(listing, t);
  return {
    title: `${title} – ${t('catalogue.card.reference', { id: listing.ID })}`,
    description: truncate(listing.TypeDescription, DESCRIPTION_LIMIT),
    image: {
      src: mediaUrl(picture.Name, SHARE_WIDTH, 'jpg'),
      width: SHARE_WIDTH,
      height: Math.round((SHARE_WIDTH * picture.Height) / picture.Width),
      alt: title,
    },
    alternates,
  };
}
