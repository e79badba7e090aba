import {
  EMBED_ORIGINS,
  VIDEO_EXTENSIONS,
  detectVideo,
  embedUrl,
  youtubeThumbnails,
  type ThirdPartyVideo,
} from './video.ts';

const YT = 'dQw4w9WgXcQ';

describe('detectVideo: files', () => {
  it.each([
    ['https://cdn.example.be/visit.mp4', 'mp4'],
    ['https://cdn.example.be/visit.mov', 'mov'],
    ['https://cdn.example.be/visit.wmv', 'wmv'],
    ['https://cdn.example.be/visit.avi', 'avi'],
    ['https://cdn.example.be/visit.flv', 'flv'],
    ['https://cdn.example.be/visit.webm', 'webm'],
    ['https://cdn.example.be/VISIT.MP4', 'mp4'],
    ['https://cdn.example.be/visit.mp4?token=abc&t=10', 'mp4'],
    ['https://cdn.example.be/visit.webm#t=5', 'webm'],
    ['/media/tour.mp4', 'mp4'],
    ['/media/Tour.MOV', 'mov'],
  ])('%p is a %s file', (link, extension) => {
    expect(detectVideo(link)).toEqual({ kind: 'file', src: link, extension });
  });

  it('keeps the link as given, without the surrounding white space', () => {
    expect(detectVideo('  /media/tour.mp4 ')).toEqual({ kind: 'file', src: '/media/tour.mp4', extension: 'mp4' });
  });

  it('knows exactly the spec extensions', () => {
    expect([...VIDEO_EXTENSIONS]).toEqual(['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm']);
  });

  it.each([
    'https://cdn.example.be/visit.mkv',
    'https://cdn.example.be/brochure.pdf',
    'https://cdn.example.be/mp4',
    'https://cdn.example.be/visit.mp4.html',
    '/media/tour',
  ])('%p is not a video', (link) => {
    expect(detectVideo(link)).toBeNull();
  });
});

describe('detectVideo: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s`,
    `https://youtube.com/watch?feature=share&v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube.com/live/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
  ])('%p', (link) => {
    expect(detectVideo(link)).toEqual({ kind: 'youtube', id: YT });
  });

  it.each([
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a short link with 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an embed with 12 characters', 'https://www.youtube.com/embed/dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'https://www.youtube.com/watch?v=dQw4w9WgX!Q'],
    ['no id', 'https://www.youtube.com/watch'],
    ['a channel', 'https://www.youtube.com/@agency'],
  ])('%s -> null', (_name, link) => {
    expect(detectVideo(link)).toBeNull();
  });
});

describe('detectVideo: Vimeo', () => {
  it.each([
    ['https://vimeo.com/123456', '123456'],
    ['https://player.vimeo.com/video/123456', '123456'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['http://vimeo.com/123456', '123456'],
  ])('%p -> id %p', (link, id) => {
    expect(detectVideo(link)).toEqual({ kind: 'vimeo', id });
  });

  it.each(['https://vimeo.com/agency', 'https://vimeo.com/', 'https://player.vimeo.com/video/abc'])(
    '%p -> null',
    (link) => {
      expect(detectVideo(link)).toBeNull();
    },
  );
});

describe('detectVideo: Facebook', () => {
  it.each([
    'https://www.facebook.com/agency/videos/1234567890',
    'https://facebook.com/agency/videos/1234567890/',
    'https://www.facebook.com/watch/?v=123',
    'https://www.facebook.com/watch?v=123',
    'https://m.facebook.com/agency/videos/1234567890',
    'https://fb.watch/abc',
  ])('%p', (link) => {
    expect(detectVideo(link)).toEqual({ kind: 'facebook', url: link });
  });

  it.each([
    ['a page', 'https://www.facebook.com/agency'],
    ['a post', 'https://www.facebook.com/agency/posts/123'],
    ['the watch page without a video', 'https://www.facebook.com/watch/'],
    ['fb.watch without a video', 'https://fb.watch/'],
    ['over plain http', 'http://www.facebook.com/agency/videos/1234567890'],
  ])('%s -> null', (_name, link) => {
    expect(detectVideo(link)).toBeNull();
  });
});

describe('detectVideo: tours', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'matterport'],
    ['https://www.tvl.be/tour/1234', 'tvl'],
    ['https://tours.tvl.eu/v/abc', 'tvl'],
    ['https://tour.yisual.com/abc', 'yisual'],
    ['https://www.yisual.be/v/abc', 'yisual'],
  ])('%p is a %s tour', (link, kind) => {
    expect(detectVideo(link)).toEqual({ kind, url: link });
  });

  it('needs https', () => {
    expect(detectVideo('http://my.matterport.com/show/?m=SxQL3iGyoDo')).toBeNull();
  });
});

describe('detectVideo: everything else', () => {
  it.each([
    ['a host that only starts like Matterport', 'https://matterport.com.evil.example/show/?m=1'],
    ['a host that only ends like YouTube', `https://notyoutube.com/watch?v=${YT}`],
    ['a host that only ends like Vimeo', 'https://notvimeo.com/123456'],
    ['a host that only ends like Facebook', 'https://notfacebook.com/agency/videos/1234567890'],
    ['YouTube under another domain', `https://youtube.com.evil.example/watch?v=${YT}`],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a javascript: link ending in .mp4', 'javascript:alert(1)//x.mp4'],
    ['an ftp: file', 'ftp://files.example.be/visit.mp4'],
    ['a data: video', 'data:video/mp4;base64,AAAA'],
    ['another site', 'https://www.example.be/visit'],
    ['an empty string', ''],
    ['white space', '   '],
  ])('%s -> null', (_name, link) => {
    expect(detectVideo(link)).toBeNull();
  });

  it.each([null, undefined])('%p -> null', (link) => {
    expect(detectVideo(link)).toBeNull();
  });
});

describe('embedUrl', () => {
  it.each<[ThirdPartyVideo, string]>([
    [{ kind: 'youtube', id: YT }, `https://www.youtube-nocookie.com/embed/${YT}?autoplay=1&rel=0`],
    [{ kind: 'vimeo', id: '123456' }, 'https://player.vimeo.com/video/123456?autoplay=1&dnt=1'],
    [
      { kind: 'facebook', url: 'https://www.facebook.com/agency/videos/1234567890' },
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagency%2Fvideos%2F1234567890&show_text=false',
    ],
    [
      { kind: 'facebook', url: 'https://www.facebook.com/watch/?v=123' },
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D123&show_text=false',
    ],
    [
      { kind: 'matterport', url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo' },
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    ],
    [{ kind: 'tvl', url: 'https://www.tvl.be/tour/1234' }, 'https://www.tvl.be/tour/1234'],
    [{ kind: 'yisual', url: 'https://tour.yisual.com/abc' }, 'https://tour.yisual.com/abc'],
  ])('%p -> %p', (video, expected) => {
    expect(embedUrl(video)).toBe(expected);
  });
});

/** Whether a CSP host source ("https://host" or "https://*.domain") allows the URL. */
function cspAllows(source: string, url: string): boolean {
  const { protocol, hostname } = new URL(url);
  const [scheme, host = ''] = source.split('://');
  if (`${scheme}:` !== protocol) return false;
  // In CSP, "*.example.be" matches the subdomains of example.be, not example.be itself.
  return host.startsWith('*.') ? hostname.endsWith(host.slice(1)) : hostname === host;
}

describe('EMBED_ORIGINS (the frame-src of the Content-Security-Policy)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    'https://vimeo.com/123456',
    'https://fb.watch/abc',
    'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    'https://www.tvl.be/tour/1234',
    'https://tours.tvl.eu/v/abc',
    'https://tour.yisual.com/abc',
    'https://www.yisual.be/v/abc',
  ])('allows the player of %p', (link) => {
    const video = detectVideo(link);
    if (!video || video.kind === 'file') throw new Error(`${link} is not a third-party video`);
    expect(EMBED_ORIGINS.some((source) => cspAllows(source, embedUrl(video)))).toBe(true);
  });

  // detectVideo accepts a tour on the bare domain or on any subdomain and the page frames the
  // link unchanged, so the CSP must allow both, or the visitor gets a frame the browser refuses.
  it.each([
    'https://matterport.com/discover/space/SxQL3iGyoDo',
    'https://discover.matterport.com/space/SxQL3iGyoDo',
    'https://tvl.be/tour/1234',
  ])('a tour %p that is detected is also allowed as a frame by the CSP', (link) => {
    const video = detectVideo(link);
    if (!video || video.kind === 'file') throw new Error(`${link} is not a third-party video`);
    expect(EMBED_ORIGINS.some((source) => cspAllows(source, embedUrl(video)))).toBe(true);
  });
});

describe('youtubeThumbnails', () => {
  it('gives the low, medium and high stills with their widths', () => {
    expect(youtubeThumbnails(YT)).toEqual([
      { quality: 'low', url: `https://img.youtube.com/vi/${YT}/default.jpg`, width: 120 },
      { quality: 'medium', url: `https://img.youtube.com/vi/${YT}/mqdefault.jpg`, width: 320 },
      { quality: 'high', url: `https://img.youtube.com/vi/${YT}/hqdefault.jpg`, width: 480 },
    ]);
  });
});
