import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';

/**
 * The URL's language wins. The language switcher changes the language before it navigates,
 * so this only acts on history navigation between languages (back and forward).
 */
export function useLanguageSync(lng: Lng): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);
}
