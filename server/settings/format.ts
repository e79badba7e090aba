/**
 * What the settings check says: one line per bad setting, naming the variable, what is wrong
 * with its value and what it expects; a warning per unknown CRM_, SMTP_ or DATABASE_ variable.
 * A secret is never printed, not even a wrong one: a start log is read by more people, and
 * kept longer, than the secret's vault.
 */
import type { z } from 'zod';
import { redactUrl } from '../db/settings.ts';
import { KNOWN_SETTINGS } from './env.ts';

const SECRETS = new Set([
  'CRM_PASSWORD',
  'SMTP_PASS',
  'AUTH_HMAC_KEY',
  'CAPTCHA_HMAC_KEY',
  'CRM_SYNC_SECRET',
  'METRICS_TOKEN',
]);
/** URLs that may carry a password: shown without it, or not at all when they do not parse. */
const URLS_WITH_PASSWORD = new Set(['SMTP_URL', 'DATABASE_URL']);

function shown(name: string, value: string | undefined): string {
  if (value === undefined || SECRETS.has(name)) return '';
  if (URLS_WITH_PASSWORD.has(name)) {
    // Without its password, or not at all when it does not parse (where would the password be?).
    const redacted = redactUrl(value.trim());
    return redacted === '(not a URL)' ? '' : `=${redacted}`;
  }
  // JSON quoting shows spaces and escapes line breaks, which would otherwise fake a line.
  return `=${JSON.stringify(value)}`;
}

/** One line per issue, e.g. `FORMS_RATE_LIMIT="abc": not a whole number; expected …`. */
export function problemLines(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): string[] {
  return issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    // The CRM, database and tag checks write whole lines that name their setting themselves.
    if (issue.code === 'custom' && issue.params?.line === true) return issue.message;
    return `${name}${shown(name, env[name])}: ${issue.message}`;
  });
}

/** The whole message a failed start prints (to stderr), with no stack. */
export function problemsMessage(lines: readonly string[]): string {
  const count = lines.length === 1 ? 'A setting' : `${lines.length} settings`;
  return `${count} of the environment cannot be used (docs/CONFIGURATION.md):\n  ${lines.join('\n  ')}`;
}

/** Levenshtein distance: the edits (insert, delete, replace a letter) from one name to the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// Only our own prefixes: the environment holds many unrelated variables (PATH, npm_*, CI's).
const OUR_PREFIXES = ['CRM_', 'SMTP_', 'DATABASE_'];

/** The closest known name: two edits at most, or a known name with more after it (SMTP_PASSWORD: SMTP_PASS). */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(name, candidate);
    if ((distance <= 2 || name.startsWith(candidate)) && (!best || distance < best.distance))
      best = { name: candidate, distance };
  }
  return best?.name;
}

/**
 * A warning per variable with one of our prefixes that no setting reads: most likely a typo,
 * which would otherwise leave its setting at the default without a word. Not fatal: an old
 * deployment's leftover must not stop the site.
 */
export function unknownSettingWarnings(env: NodeJS.ProcessEnv, known: readonly string[] = KNOWN_SETTINGS): string[] {
  const ours = known.filter((name) => OUR_PREFIXES.some((prefix) => name.startsWith(prefix)));
  return Object.keys(env)
    .filter((name) => OUR_PREFIXES.some((prefix) => name.startsWith(prefix)) && !known.includes(name))
    .sort()
    .map((name) => {
      const suggestion = closest(name, ours);
      const hint = suggestion ? ` Did you mean ${suggestion}?` : '';
      return `Warning: ${name} is set but no setting has that name; it is ignored.${hint}`;
    });
}

/** React's and Redux's development builds render several times slower and run dev-only checks. */
export function nodeEnvWarning(nodeEnv: string | undefined): string | null {
  if (nodeEnv === 'production') return null;
  const now = nodeEnv === undefined ? 'unset' : `"${nodeEnv}"`;
  return (
    `Warning: NODE_ENV is ${now}, not production: React's development build renders several times slower. ` +
    '`npm start` and `npm run serve` set NODE_ENV=production.'
  );
}
