import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { getRoute, hrefFor } from '../../domain/routes/routeTable.ts';
import { Icon } from '../../components/Icon.tsx';

/**
 * A search box with a "buy" and a "rent" button, each posting (GET) to its list page with
 * `q`. It works without JavaScript through formAction; with it, the router navigates.
 * The list pages read `q` (city, postcode or reference) when the catalogue arrives.
 */
export function SearchForm({ lng, headingId }: { lng: Lng; headingId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const saleHref = getRoute('for-sale') ? hrefFor('for-sale', lng) : hrefFor('home', lng);
  const rentHref = getRoute('for-rent') ? hrefFor('for-rent', lng) : hrefFor('home', lng);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const target = submitter?.value === 'rent' ? rentHref : saleHref;
    const q = query.trim();
    void navigate(q ? `${target}?q=${encodeURIComponent(q)}` : target);
  };

  return (
    <form
      className="search-form"
      role="search"
      action={saleHref}
      method="get"
      onSubmit={onSubmit}
      aria-labelledby={headingId}
    >
      <label htmlFor={inputId} className="search-form__label">
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          name="q"
          type="search"
          className="input"
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" name="goal" value="sale" formAction={saleHref} className="button">
          <Icon name="search" size={18} />
          {t('search.buy')}
        </button>
        <button type="submit" name="goal" value="rent" formAction={rentHref} className="button button--secondary">
          <Icon name="search" size={18} />
          {t('search.rent')}
        </button>
      </div>
    </form>
  );
}
