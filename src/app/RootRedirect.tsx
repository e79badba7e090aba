import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isEnabledLanguage } from '../config/site.ts';
import { hrefFor } from '../domain/routes/routeTable.ts';

/**
 * The bare "/" has no language. The server answers it with a redirect; this covers the dev
 * server and a static host: the detector's choice (query, cookie, storage, browser) decides.
 */
export function RootRedirect() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    let current = true;
    // The detector answers once its chunk is in (i18n/deferredLanguageDetector.ts).
    void Promise.resolve<unknown>(i18n.services.languageDetector?.detect()).then((detected) => {
      const first: unknown = Array.isArray(detected) ? detected[0] : detected;
      const short = typeof first === 'string' ? first.slice(0, 2) : '';
      const lng = isEnabledLanguage(short) ? short : defaultLanguage;
      if (current) void navigate(hrefFor('home', lng), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [i18n, navigate]);
  return null;
}
