import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface BreadcrumbItem {
  href: string;
  text: string;
}

export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={t('nav.breadcrumb')}>
      <ol className="breadcrumb__list">
        {items.map((item, i) => (
          <li key={item.href} className="breadcrumb__item">
            {i === items.length - 1 ? (
              <span aria-current="page">{item.text}</span>
            ) : (
              <Link to={item.href}>{item.text}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
