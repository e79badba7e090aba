import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend in a chunk of its own, loaded with the first file i18next asks for. A
 * prerendered page inlines the texts it renders, so no page needs the backend before it is
 * interactive: it is 2.8 KiB brotli the boot does not carry (docs/PERFORMANCE.md). This is the
 * package itself, made when first needed with the options i18next gave: the URL, the build's
 * id and the answers (retry or not) are its own; the retries are i18next's (options.ts). A
 * chunk that fails to arrive counts as a network failure, so i18next retries it too.
 */
type Setup = [Services, HttpBackendOptions, InitOptions];

export class DeferredHttpBackend implements BackendModule<HttpBackendOptions> {
  static readonly type = 'backend';
  static readonly callbackApi = true;
  readonly type = 'backend' as const;
  private setup: Setup | null = null;
  private backend: Promise<HttpBackend> | null = null;

  init(services: Services, backendOptions: HttpBackendOptions, i18nextOptions: InitOptions): void {
    this.setup = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const setup = this.setup;
    // Its constructor takes i18next's options too, as i18next gives them (its types say two).
    this.backend ??= import('i18next-http-backend').then(({ default: Backend }) =>
      setup ? new (Backend as unknown as new (...args: Setup) => HttpBackend)(...setup) : new Backend(),
    );
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.backend = null;
        callback(error instanceof Error ? error : new Error(String(error)), true);
      },
    );
  }
}
