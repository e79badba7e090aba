/** @jest-environment node */
import { headingProblems } from './headings.ts';

describe('the outline of a page', () => {
  it('accepts one h1 and levels that go down one at a time, and back up by any number', () => {
    expect(headingProblems('<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2><section><h3>E</h3></section>')).toEqual([]);
    expect(headingProblems('<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><h2>E</h2>')).toEqual([]);
  });

  it('names a skipped level and a page without exactly one h1', () => {
    expect(headingProblems('<h1>News</h1><ul><li><h3>Item</h3></li></ul>')).toEqual(['h3 after h1']);
    expect(headingProblems('<h2>A</h2>')).toEqual(['0 h1 (one expected)', 'h2 after no heading']);
    expect(headingProblems('<h1>A</h1><h1>B</h1>')).toEqual(['2 h1 (one expected)']);
  });

  it('leaves out what is not read: a template, a hidden part; void elements do not confuse it', () => {
    const html =
      '<h1>A</h1><img src="x.png" alt=""><br><template><h4>T</h4></template>' +
      '<div hidden><h5>H</h5></div><input type="text"><h2>B</h2>';
    expect(headingProblems(html)).toEqual([]);
  });
});
