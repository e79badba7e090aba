import { useTranslation } from '../../components/i18n.tsx';
import { FormSlot } from '../../features/forms/FormSlot.tsx';
import type { RouteMatch } from '../routes/routeTable.ts';
import { PageHeader } from './PageHeader.tsx';
import { formsOfPage } from './formPages.ts';

/**
 * Fixed pages (legal pages, free valuation, demand register, newsletter, jobs, login, portal,
 * testimonials), with the forms that belong on them.
 */
export function ContentPage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const forms = formsOfPage(match);
  return (
    <>
      <PageHeader match={match} intro={t(`routes.${match.route.id}.description`)} />
      {forms.length > 0 && (
        <div className="container section form-page">
          {forms.map((kind) => (
            <FormSlot key={kind} kind={kind} lng={match.lng} heading={forms.length > 1 ? 'h2' : null} />
          ))}
        </div>
      )}
    </>
  );
}
