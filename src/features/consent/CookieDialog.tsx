import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../state/hooks.ts';
import {
  OPTIONAL_CATEGORIES,
  agreedAll,
  choicesSaved,
  declineAll,
  dialogClosed,
  dialogOpened,
  selectConsentChecked,
  selectConsentChoices,
  selectConsentDialog,
  type CategoryChoices,
} from '../../state/consent/consentSlice.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * The cookie dialog (spec section 4), a modal: focus moves in and stays in, Escape closes it
 * without deciding anything, and the page behind is inert (SiteLayout). The first layer shows
 * the categories as unticked boxes and three equal buttons, so declining or choosing is as easy
 * as agreeing; the settings view adds what each category does.
 */
export default function CookieDialog({ policyHref }: { policyHref: string }) {
  const view = useAppSelector(selectConsentDialog);
  // Until the stored choice is read, boot.ts decides whether the dialog shows (styles/consent.css).
  // Only the backdrop changes then: the memoised box is not rendered again for it.
  const checked = useAppSelector(selectConsentChecked);
  // Mounted afresh at each opening: the boxes start from the choice in force.
  return view === 'closed' ? null : (
    <div className={`consent-backdrop${checked ? '' : ' consent-backdrop--waiting'}`}>
      <DialogBox view={view} policyHref={policyHref} />
    </div>
  );
}

const DialogBox = memo(function DialogBox({ view, policyHref }: { view: 'simple' | 'settings'; policyHref: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectConsentChoices);
  const [choices, setChoices] = useState<CategoryChoices>(stored);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement;
    // At the next frame: focusing lays the page out at once, and the task that opened the
    // dialog (on a first visit, the one after hydration) is long enough without it.
    const frame = requestAnimationFrame(() => box.current?.querySelector<HTMLElement>('h2')?.focus());
    return () => {
      cancelAnimationFrame(frame);
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    };
  }, []);

  useEffect(() => {
    // Escape closes without deciding; Tab and Shift+Tab go round the dialog's controls.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dispatch(dialogClosed());
        return;
      }
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      const outside = !box.current.contains(active);
      if (event.shiftKey && (outside || active === first || active === box.current.querySelector('h2'))) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);

  const settings = view === 'settings';
  return (
    <div
      ref={box}
      className={`consent${settings ? ' consent--settings' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
    >
      <h2 id="consent-title" className="consent__title" tabIndex={-1}>
        {t(settings ? 'consent.settingsTitle' : 'consent.title')}
      </h2>
      {/* Short paragraphs: the first layer says what matters, the policy says the rest. */}
      <div id="consent-text" className="consent__text">
        <p>{t('consent.text')}</p>
        <p>{t('consent.textChange')}</p>
        <p>
          <Link to={policyHref} onClick={() => dispatch(dialogClosed())}>
            {t('consent.policyLink')}
          </Link>
        </p>
      </div>
      <fieldset className="consent__categories">
        <legend className="visually-hidden">{t('consent.categoriesLegend')}</legend>
        <div className="consent__category">
          <input type="checkbox" id="consent-necessary" checked disabled aria-describedby="consent-necessary-note" />
          <label htmlFor="consent-necessary">{t('consent.categories.necessary.label')}</label>
          <span id="consent-necessary-note" className="consent__note">
            {t('consent.alwaysOn')}
          </span>
          {settings && <p className="consent__description">{t('consent.categories.necessary.description')}</p>}
        </div>
        {OPTIONAL_CATEGORIES.map((category) => (
          <div key={category} className="consent__category">
            <input
              type="checkbox"
              id={`consent-${category}`}
              checked={choices[category]}
              onChange={(event) => setChoices({ ...choices, [category]: event.target.checked })}
            />
            <label htmlFor={`consent-${category}`}>{t(`consent.categories.${category}.label`)}</label>
            {settings && <p className="consent__description">{t(`consent.categories.${category}.description`)}</p>}
          </div>
        ))}
      </fieldset>
      <div className="consent__actions">
        <button type="button" className="button consent__button" onClick={() => dispatch(declineAll())}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button consent__button" onClick={() => dispatch(choicesSaved(choices))}>
          {t('consent.save')}
        </button>
        <button type="button" className="button consent__button" onClick={() => dispatch(agreedAll())}>
          {t('consent.agreeAll')}
        </button>
      </div>
      <button
        type="button"
        className="consent__more"
        aria-expanded={settings}
        onClick={() => dispatch(dialogOpened(settings ? 'simple' : 'settings'))}
      >
        {t(settings ? 'consent.hideDetails' : 'consent.showDetails')}
      </button>
    </div>
  );
});
