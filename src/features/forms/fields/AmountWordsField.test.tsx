import { screen } from '@testing-library/react';
import { formsText } from '../../../../test/forms/formsText.ts';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/renderWithProviders.tsx';
import FormView from '../FormView.tsx';

type Lng = 'nl' | 'fr';

// Every keystroke validates and redraws the whole offer form; a busy machine needs more than 5 s.
jest.setTimeout(30_000);

const text = formsText;

const required = (lng: Lng, field: string) => `${text(lng, `fields.${field}`)} (${text(lng, 'required')})`;

/** The purchase offer of a listing, as its request panel shows it. */
function renderOffer(lng: Lng) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<FormView kind="purchase-offer" lng={lng} context={{ propertyId: 120 }} />, {
    route: `/${lng}/`,
  });
  return {
    user,
    amount: screen.getByRole('textbox', { name: required(lng, 'amount') }),
    words: screen.getByRole('textbox', { name: required(lng, 'amountWords') }),
  };
}

describe('the offer’s amount in words', () => {
  it.each([
    ['fr', 'deux cent quarante mille euros'],
    ['nl', 'tweehonderdveertigduizend euro'],
  ] as const)('is written from the digits in %s as they are typed', async (lng, words240000) => {
    const { user, amount, words } = renderOffer(lng);
    expect(words).toHaveValue('');
    expect(words).toHaveAccessibleDescription(text(lng, 'amountWordsHelp'));
    await user.type(amount, '24');
    expect(words).toHaveValue(lng === 'fr' ? 'vingt-quatre euros' : 'vierentwintig euro');
    await user.type(amount, '0000');
    expect(words).toHaveValue(words240000);
    await user.clear(amount);
    expect(words).toHaveValue('');
  });

  // The words come from the amount the form will send (lib/amount.ts), not from the digits alone.
  it.each([
    ['240.000', 'tweehonderdveertigduizend euro'],
    ['240 000', 'tweehonderdveertigduizend euro'],
    ['240,000', 'tweehonderdveertigduizend euro'],
    ['€ 1.250.000', 'een miljoen tweehonderdvijftigduizend euro'],
    ['245.000 EUR', 'tweehonderdvijfenveertigduizend euro'],
    // Words with cents are the visitor's to write: the field never proposes a rounded amount.
    ['240.000,50', ''],
    ['1.2.3', ''],
    ['24.00.00', ''],
    ['240k', ''],
  ])('reads %j as the form sends it, and writes %j', async (typed, expected) => {
    const { user, amount, words } = renderOffer('nl');
    await user.click(amount);
    await user.paste(typed);
    expect(words).toHaveValue(expected);
  });

  it('says an amount it cannot read is not valid, in place', async () => {
    const { user, amount } = renderOffer('fr');
    await user.type(amount, '24.00.00');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(text('fr', 'errors.amountInvalid'));
  });

  it('stays as the visitor edited it when the digits change afterwards', async () => {
    const { user, amount, words } = renderOffer('fr');
    await user.type(amount, '240000');
    expect(words).toHaveValue('deux cent quarante mille euros');
    // The caret lands at the end of the words: the visitor adds to them.
    await user.type(words, ' net');
    expect(words).toHaveValue('deux cent quarante mille euros net');
    await user.type(amount, '5');
    expect(amount).toHaveValue('2400005');
    expect(words).toHaveValue('deux cent quarante mille euros net');
    await user.clear(amount);
    expect(words).toHaveValue('deux cent quarante mille euros net');
  });
});
