import { safeHref, toRichText } from './richText.ts';

describe('toRichText', () => {
  it('keeps the allowed elements and the text', () => {
    expect(toRichText('<h2>Title</h2>\n<p>One <strong>two</strong> &amp; <em>three</em></p>').nodes).toEqual([
      { tag: 'h2', children: ['Title'] },
      { tag: 'p', children: ['One ', { tag: 'strong', children: ['two'] }, ' & ', { tag: 'em', children: ['three'] }] },
    ]);
  });

  it('drops scripts and styles with their content, other elements but not their text, and every attribute but a safe href', () => {
    const { nodes, dropped } = toRichText(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(2)><span>there</span></p>' +
        '<ul><li><a href="javascript:alert(3)">bad</a></li><li><a href="/fr/contact/" target="_blank">ok</a></li></ul>',
    );
    expect(nodes).toEqual([
      { tag: 'p', children: ['Hithere'] },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: [{ tag: 'a', children: ['bad'] }] },
          { tag: 'li', children: [{ tag: 'a', href: '/fr/contact/', children: ['ok'] }] },
        ],
      },
    ]);
    expect(dropped).toEqual(
      expect.arrayContaining(['<script>', '<img>', '<span>', 'onclick="…" on <p>', 'href="javascript:alert(3)"']),
    );
  });
});

describe('safeHref', () => {
  it.each([
    ['/fr/contact/', '/fr/contact/'],
    ['https://www.ipi.be/', 'https://www.ipi.be/'],
    ['mailto:info@immo-famenne.be', 'mailto:info@immo-famenne.be'],
    ['//evil.example/x', null],
    ['http://insecure.example/', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
  ])('%s gives %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
