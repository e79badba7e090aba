import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { animateScrollToTop } from '../../lib/scroll.ts';

/** Hidden below 10 px of scroll; scrolls back in 500 ms (at once for reduced motion). */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`scroll-top${visible ? ' is-visible' : ''}`}
      hidden={!visible}
      onClick={() => {
        animateScrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
      <span className="visually-hidden">{t('scrollTop')}</span>
    </button>
  );
}
