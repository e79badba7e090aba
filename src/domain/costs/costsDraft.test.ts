import { draftFromQuery, EMPTY_DRAFT, queryOfDraft, readDraft, type CostsDraft } from './costsDraft.ts';

const draft = (patch: Partial<CostsDraft>): CostsDraft => ({ ...EMPTY_DRAFT, ...patch });

describe('readDraft', () => {
  it('reads a price as Belgians type it and the region from the postcode', () => {
    const read = readDraft(draft({ price: '€ 245.000', zip: '5000' }));
    expect(read).toEqual({
      ok: true,
      region: 'wallonia',
      input: { price: 245000, region: 'wallonia', onlyHome: true, newBuild: false, zip: '5000' },
    });
    expect(readDraft(draft({ price: '365 000', zip: ' 9000 ', onlyHome: false }))).toMatchObject({
      ok: true,
      input: { price: 365000, region: 'flanders', onlyHome: false, zip: '9000' },
    });
  });

  it.each([
    [{ price: '', zip: '1050' }, { price: 'priceRequired' }],
    [{ price: 'abc', zip: '1050' }, { price: 'priceInvalid' }],
    [{ price: '0', zip: '1050' }, { price: 'priceInvalid' }],
    [{ price: '-5', zip: '1050' }, { price: 'priceInvalid' }],
    [{ price: '2.000.000.000', zip: '1050' }, { price: 'priceInvalid' }],
    [{ price: '300000', zip: '' }, { zip: 'zipRequired' }],
    [{ price: '300000', zip: '0999' }, { zip: 'zipInvalid' }],
    [{ price: '300000', zip: 'L-9530' }, { zip: 'zipInvalid' }],
    [{ price: '300000', zip: '5000', newBuild: true }, { groundPart: 'groundRequired' }],
    [{ price: '300000', zip: '5000', newBuild: true, groundPart: 'x' }, { groundPart: 'groundInvalid' }],
    [{ price: '300000', zip: '5000', newBuild: true, groundPart: '300001' }, { groundPart: 'groundAbovePrice' }],
  ])('refuses %j with %j', (patch, errors) => {
    expect(readDraft(draft(patch))).toMatchObject({ ok: false, errors });
  });

  it('keeps the region of a valid postcode while the price is still missing', () => {
    expect(readDraft(draft({ zip: '1050' }))).toMatchObject({ ok: false, region: 'brussels' });
  });

  it('takes the ground part of a new build, zero included', () => {
    expect(readDraft(draft({ price: '191.438', zip: '6900', newBuild: true, groundPart: '34.000' }))).toMatchObject({
      ok: true,
      input: { price: 191438, newBuild: true, groundPart: 34000 },
    });
    expect(readDraft(draft({ price: '200000', zip: '6900', newBuild: true, groundPart: '0' }))).toMatchObject({
      ok: true,
      input: { groundPart: 0 },
    });
  });
});

describe('the URL of an estimate', () => {
  it('writes the figures and reads them back', () => {
    const typed = draft({ price: '245.000', zip: '5000', onlyHome: false });
    const query = queryOfDraft(typed);
    expect(query).toBe('?price=245000&zip=5000&home=0&new=0');
    expect(draftFromQuery(query)).toEqual(typed);
  });

  it('writes the ground part only for a new build', () => {
    expect(queryOfDraft(draft({ price: '191438', zip: '6900', newBuild: true, groundPart: '34000' }))).toBe(
      '?price=191438&zip=6900&home=1&new=1&ground=34000',
    );
    expect(queryOfDraft(draft({ price: '191438', zip: '6900', groundPart: '34000' }))).toBe(
      '?price=191438&zip=6900&home=1&new=0',
    );
  });

  it('reads a damaged or hostile query as empty or default fields, never as something else', () => {
    expect(draftFromQuery('')).toEqual(EMPTY_DRAFT);
    expect(draftFromQuery('?home=yes&new=2&price=%3Cscript%3E')).toEqual(draft({ price: '<script>' }));
    expect(draftFromQuery(`?zip=${'9'.repeat(500)}`).zip).toHaveLength(24);
    expect(readDraft(draftFromQuery('?price=%3Cscript%3E&zip=5000'))).toMatchObject({
      ok: false,
      errors: { price: 'priceInvalid' },
    });
  });
});
