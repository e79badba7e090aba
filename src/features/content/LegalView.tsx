import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { RichText } from './RichText.tsx';
import type { LegalText } from '../../domain/content/types.ts';

/** A legal text under its page's h1: its date, its text, then what the page adds (the cookie table). */
export function LegalView({ text, children }: { text: LegalText; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="content-body">
      <p className="content-meta">{t('content.updated', { date: formatDate(text.updated) })}</p>
      <RichText nodes={text.body} />
      {children}
    </div>
  );
}
