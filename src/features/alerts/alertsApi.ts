/**
 * The saved-search alerts' calls (server/routes/alerts.ts). The token from the mail's link is
 * the only key; every answer is the search as it now stands, or an error key the pages translate.
 */
import type { AlertDemandView, AlertFrequency } from '../../domain/forms/alerts.ts';

/** Keys under `tools:alerts.errors`, the server's error keys reduced to what a visitor can act on. */
export type AlertError = 'badToken' | 'unknownToken' | 'tooMany' | 'failed';
export type AlertAnswer = { ok: true; view: AlertDemandView } | { ok: false; error: AlertError };

function errorOf(status: number, key: unknown): AlertError {
  if (key === 'alerts.badToken' || key === 'alerts.badFrequency') return 'badToken';
  if (key === 'alerts.unknownToken' || status === 404) return 'unknownToken';
  if (status === 429) return 'tooMany';
  return 'failed';
}

async function call(path: string, body: Record<string, string>): Promise<AlertAnswer> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: 'failed' };
  }
  const answer = (await response.json().catch(() => null)) as (AlertDemandView & { error?: string }) | null;
  if (response.ok && answer?.status) return { ok: true, view: answer };
  return { ok: false, error: errorOf(response.status, answer?.error) };
}

export const alertsApi = {
  // Every call carries the token in its body: a URL is logged by servers and proxies on the way.
  demand: (token: string) => call('/api/alerts/demand', { token }),
  confirm: (token: string) => call('/api/alerts/confirm', { token }),
  unsubscribe: (token: string) => call('/api/alerts/unsubscribe', { token }),
  frequency: (token: string, frequency: AlertFrequency) => call('/api/alerts/frequency', { token, frequency }),
};
