import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '../../state/loadOnce.ts';

/** What a page shows while the content file is on its way, or when it could not come. */
export function ContentPending({ status, className = 'notice' }: { status: LoadStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className} role="status">
      {t(status === 'failed' ? 'content.loadFailed' : 'content.loading')}
    </p>
  );
}
