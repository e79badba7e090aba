/**
 * The outline of a page as a screen reader lists it: one h1, and no heading that goes more than
 * one level below the one before it (h1 then h3 skips h2, and a listener wonders what was missed).
 * Going back up by any number of levels is fine. Headings inside <template> or hidden by the
 * `hidden` attribute are not read and not counted.
 */
import { Parser } from 'htmlparser2';

export function headingProblems(html: string): string[] {
  const levels: number[] = [];
  let hiddenDepth = 0;
  const open: boolean[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const hides = name === 'template' || 'hidden' in attributes;
      open.push(hides);
      if (hides) hiddenDepth++;
      const level = /^h([1-6])$/.exec(name)?.[1];
      if (level && hiddenDepth === 0) levels.push(Number(level));
    },
    onclosetag() {
      if (open.pop()) hiddenDepth--;
    },
  });
  parser.write(html);
  parser.end();

  const problems: string[] = [];
  const ones = levels.filter((level) => level === 1).length;
  if (ones !== 1) problems.push(`${ones} h1 (one expected)`);
  levels.forEach((level, i) => {
    const before = levels[i - 1] ?? 0;
    if (level > before + 1) problems.push(`h${level} after ${before === 0 ? 'no heading' : `h${before}`}`);
  });
  return problems;
}
