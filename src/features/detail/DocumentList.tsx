import { useTranslation } from 'react-i18next';

export interface DocumentLink {
  ID: number;
  Title: string;
  Url: string;
}

/** Documents to download (PDF); the spec's "no documents" when there are none. */
export function DocumentList({
  documents,
  headingKey = 'detail:section.documents',
  emptyKey = 'detail:documents.empty',
}: {
  documents: DocumentLink[];
  headingKey?: string;
  emptyKey?: string;
}) {
  const { t } = useTranslation();
  const id = headingKey.replace(/[^a-z]/gi, '-');
  return (
    <section className="detail-section documents" aria-labelledby={id}>
      <h2 id={id}>{t(headingKey)}</h2>
      {documents.length === 0 ? (
        <p className="notice">{t(emptyKey)}</p>
      ) : (
        <ul className="documents__list">
          {documents.map((doc) => (
            <li key={doc.ID}>
              <a href={doc.Url} type="application/pdf" download>
                {doc.Title}
                <span className="documents__format"> ({t('detail:documents.pdf')})</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
