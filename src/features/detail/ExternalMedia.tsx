import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import { useTranslation } from 'react-i18next';
import { dialogOpened, selectConsentChoices } from '../../state/consent/consentSlice.ts';
import { detectVideo, embedUrl, youtubeThumbnails, type ThirdPartyVideo } from '../../lib/video.ts';

/**
 * A video or a virtual tour. A file on this site plays in the page's own player. A player
 * from another host (YouTube, Vimeo, Facebook, Matterport, TVL, Yisual) sets its own cookies,
 * so nothing is requested from it, not even a still, until the visitor has agreed to
 * marketing cookies; then it loads only when they press play. Until then the block says
 * why, opens the cookie settings, and links to the original.
 */
export function ExternalMedia({ link, purpose }: { link: string; purpose: 'video' | 'tour' }) {
  const { t } = useTranslation();
  const source = detectVideo(link);
  if (!source) return null;
  const heading = t(`detail:media.${purpose}`);
  return (
    <section className="detail-section media" aria-label={heading}>
      <h2>{heading}</h2>
      {source.kind === 'file' && link.startsWith('/') ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- agency walkthroughs have no speech to caption
        <video className="media__video" src={link} controls preload="none" />
      ) : source.kind === 'file' ? (
        <a href={link} rel="noopener noreferrer" target="_blank">
          {t('detail:media.open', { host: new URL(link).hostname })}
        </a>
      ) : (
        <ThirdPartyPlayer source={source} link={link} title={heading} />
      )}
    </section>
  );
}

const HOST_NAMES: Record<ThirdPartyVideo['kind'], string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
  matterport: 'Matterport',
  tvl: 'TVL',
  yisual: 'Yisual',
};

function ThirdPartyPlayer({ source, link, title }: { source: ThirdPartyVideo; link: string; title: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Players of YouTube, Vimeo, Facebook and the tour hosts set their own (advertising) cookies:
  // they come under marketing, as the cookie policy says.
  const allowed = useAppSelector(selectConsentChoices).marketing;
  const [playing, setPlaying] = useState(false);
  const host = HOST_NAMES[source.kind];

  if (allowed && playing) {
    return (
      <div className="media__frame">
        <iframe
          src={embedUrl(source)}
          title={`${title} (${host})`}
          allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  const stills = allowed && source.kind === 'youtube' ? youtubeThumbnails(source.id) : [];
  return (
    <div className="media__poster">
      {stills.length > 0 && (
        <img
          className="media__still"
          src={stills[1]?.url}
          srcSet={stills.map((s) => `${s.url} ${s.width}w`).join(', ')}
          sizes="(min-width: 768px) 480px, 100vw"
          width={480}
          height={360}
          alt=""
          loading="lazy"
        />
      )}
      <div className="media__consent">
        {allowed ? (
          <button type="button" className="button" onClick={() => setPlaying(true)}>
            {t('detail:media.play', { host })}
          </button>
        ) : (
          <>
            <p>{t('detail:media.consentNeeded', { host })}</p>
            <button type="button" className="button" onClick={() => dispatch(dialogOpened('settings'))}>
              {t('detail:media.openSettings')}
            </button>
          </>
        )}
        <a href={link} rel="noopener noreferrer" target="_blank" className="media__external">
          {t('detail:media.watchOn', { host })}
        </a>
      </div>
    </div>
  );
}
