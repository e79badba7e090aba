import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormViewProps } from './FormView.tsx';

/**
 * The forms are their own chunk (Formik, yup, the rules and the fields): pages without a
 * form never load them. A page whose form is in its prerendered HTML loads the chunk before
 * it renders or hydrates (like the detail pages); a form opened on demand uses the lazy path.
 */
let loaded: ComponentType<FormViewProps> | null = null;

export function loadFormView(): Promise<ComponentType<FormViewProps>> {
  return import('./FormView.tsx').then((module) => {
    loaded = module.default;
    return module.default;
  });
}

const LazyFormView = lazy(() => loadFormView().then((component) => ({ default: component })));

export function FormSlot(props: FormViewProps) {
  const { t } = useTranslation();
  const View = loaded ?? LazyFormView;
  return (
    <Suspense fallback={<p className="form-loading">{t('formLoading')}</p>}>
      <View {...props} />
    </Suspense>
  );
}
