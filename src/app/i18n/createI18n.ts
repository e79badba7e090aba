import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { Lng } from '../../config/languages.ts';
import { baseOptions } from './options.ts';

/**
 * An instance initialised synchronously from resources already in memory: used by the
 * prerenderer and the tests, where every text must be there before the first render.
 */
export function createStaticI18n(lng: Lng, resources: Resource): I18n {
  const instance = createInstance();
  void instance.init({ ...baseOptions, lng, resources, initAsync: false });
  return instance;
}
