import { useTranslation } from 'react-i18next';
import { FormSlot } from '../../features/forms/FormSlot.tsx';
import { LEGAL_PAGES } from '../../domain/content/types.ts';
import type { RouteMatch } from '../../domain/routes/routeTable.ts';
import { EditorialPart } from './contentSlots.tsx';
import { PageHeader } from './PageHeader.tsx';
import { formsOfPage } from '../../domain/routes/formPages.ts';

/**
 * Fixed pages (legal pages, free valuation, demand register, newsletter, jobs, testimonials),
 * with their text and the forms that belong on them.
 */
export function ContentPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const forms = formsOfPage(match);
  const editorial = (LEGAL_PAGES as readonly string[]).includes(match.route.id) || match.route.page === 'testimonials';
  return (
    <>
      <PageHeader match={match} intro={t(`routes.${match.route.id}.description`)} />
      {editorial && (
        <div className="container section content-page">
          <EditorialPart routeId={match.route.id} lng={match.lng} />
        </div>
      )}
      {forms.length > 0 && (
        <div className="container section form-page">
          {forms.map((kind) => (
            <FormSlot key={kind} kind={kind} lng={match.lng} heading={forms.length > 1 || editorial ? 'h2' : null} />
          ))}
        </div>
      )}
    </>
  );
}
