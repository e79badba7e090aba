/**
 * What a listing's video or tour link is, so the page can show the right player (spec
 * section 5): a file by its extension, YouTube (11-character id), Vimeo (numeric id), a
 * Facebook video, or a tour by its host (Matterport, TVL, Yisual). The CRM gives no list of
 * TVL and Yisual hosts; the ones below are their public domains.
 */
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;

export type VideoSource =
  | { kind: 'file'; src: string; extension: (typeof VIDEO_EXTENSIONS)[number] }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'facebook'; url: string }
  | { kind: 'matterport' | 'tvl' | 'yisual'; url: string };

export type ThirdPartyVideo = Exclude<VideoSource, { kind: 'file' }>;

const TOUR_HOSTS: Record<'matterport' | 'tvl' | 'yisual', readonly string[]> = {
  matterport: ['matterport.com'],
  tvl: ['tvl.be', 'tvl.eu'],
  yisual: ['yisual.com', 'yisual.be'],
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const onHost = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

function parse(link: string): URL | null {
  try {
    // Site paths (/media/tour.mp4) are resolved against a placeholder origin.
    return new URL(link, 'https://site.invalid');
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname;
  let candidate: string | null = null;
  if (onHost(host, 'youtu.be')) candidate = url.pathname.split('/')[1] ?? null;
  else if (onHost(host, 'youtube.com') || onHost(host, 'youtube-nocookie.com')) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    candidate =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'v', 'live'].includes(first ?? '')
          ? (second ?? null)
          : null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL): string | null {
  if (!onHost(url.hostname, 'vimeo.com')) return null;
  const id = url.pathname
    .split('/')
    .filter(Boolean)
    .find((part) => /^\d+$/.test(part));
  return id ?? null;
}

function isFacebookVideo(url: URL): boolean {
  if (onHost(url.hostname, 'fb.watch')) return url.pathname.length > 1;
  if (!onHost(url.hostname, 'facebook.com')) return false;
  return /\/videos\/\d+/.test(url.pathname) || (url.pathname.startsWith('/watch') && url.searchParams.has('v'));
}

export function detectVideo(link: string | null | undefined): VideoSource | null {
  if (!link?.trim()) return null;
  const url = parse(link.trim());
  if (!url || !['https:', 'http:'].includes(url.protocol)) return null;
  const extension = url.pathname.split('.').pop()?.toLowerCase();
  const isFile = url.pathname.includes('.') && VIDEO_EXTENSIONS.find((ext) => ext === extension);
  if (isFile) return { kind: 'file', src: link.trim(), extension: isFile };
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'youtube', id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo };
  if (url.protocol !== 'https:') return null;
  if (isFacebookVideo(url)) return { kind: 'facebook', url: url.href };
  for (const [kind, hosts] of Object.entries(TOUR_HOSTS) as [keyof typeof TOUR_HOSTS, readonly string[]][]) {
    if (hosts.some((domain) => onHost(url.hostname, domain))) return { kind, url: url.href };
  }
  return null;
}

/** The player's address, loaded only after the visitor asked for it. */
export function embedUrl(video: ThirdPartyVideo): string {
  switch (video.kind) {
    case 'youtube':
      // The no-cookie host sets no cookie until the video plays.
      return `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`;
    case 'vimeo':
      return `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
    case 'facebook':
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video.url)}&show_text=false`;
    default:
      return video.url;
  }
}

/** The hosts a player may come from: the Content-Security-Policy allows exactly these. */
export const EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  // A tour is recognised on its domain and any subdomain (onHost), so both are allowed.
  ...Object.values(TOUR_HOSTS).flatMap((hosts) => hosts.flatMap((host) => [`https://${host}`, `https://*.${host}`])),
];

export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://img.youtube.com';

/** YouTube's stills in low, medium and high quality (spec section 9), with their widths. */
export function youtubeThumbnails(id: string): { quality: 'low' | 'medium' | 'high'; url: string; width: number }[] {
  return [
    { quality: 'low', url: `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/default.jpg`, width: 120 },
    { quality: 'medium', url: `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/mqdefault.jpg`, width: 320 },
    { quality: 'high', url: `${YOUTUBE_THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg`, width: 480 },
  ];
}
