import type { InitOptions, LanguageDetectorAsyncModule, Services } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
import type { DetectorOptions } from 'i18next-browser-languagedetector';

type Setup = [Services, DetectorOptions, InitOptions];
type Detected = string | readonly string[] | undefined;

/**
 * i18next-browser-languagedetector in a chunk of its own, loaded when i18next first asks it
 * something. A prerendered page names its language in its path and inlines its texts, so the
 * boot does not need the detector (2.2 KiB brotli, docs/PERFORMANCE.md): it remembers the page's
 * language once it is in. This is the package itself, made with the options i18next gave, so
 * the order, the lookups and the cache key are its own (languageDetection.ts). Without its
 * chunk (offline), nothing is detected and i18next takes the fallback language.
 */
export class DeferredLanguageDetector implements LanguageDetectorAsyncModule {
  static readonly type = 'languageDetector';
  static readonly callbackApi = false;
  readonly type = 'languageDetector' as const;
  readonly async = true as const;
  readonly callbackApi = false;
  private setup: Setup | null = null;
  private detector: Promise<LanguageDetector> | null = null;

  init(services: Services, detectorOptions: DetectorOptions, i18nextOptions: InitOptions): void {
    this.setup = [services, detectorOptions, i18nextOptions];
  }

  private load(): Promise<LanguageDetector> {
    const setup = this.setup;
    // Its constructor takes i18next's options too, as i18next gives them (its types say two).
    this.detector ??= import('i18next-browser-languagedetector').then(({ default: Detector }) =>
      setup ? new (Detector as unknown as new (...args: Setup) => LanguageDetector)(...setup) : new Detector(),
    );
    this.detector.catch(() => {
      this.detector = null;
    });
    return this.detector;
  }

  detect(): Promise<Detected> {
    return this.load().then(
      (detector) => detector.detect(),
      () => undefined,
    );
  }

  cacheUserLanguage(lng: string): Promise<void> {
    return this.load().then(
      (detector) => detector.cacheUserLanguage(lng),
      () => undefined,
    );
  }
}
