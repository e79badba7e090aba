/**
 * The start's settings check, shared by the server (server/index.ts) and `npm start`
 * (scripts/start.ts, which runs it before a build of minutes): the typed settings, or every
 * problem on stderr and exit code 1, with no stack and before anything listens.
 */
import { readSettings, type Settings } from './env.ts';
import { problemLines, problemsMessage, unknownSettingWarnings } from './format.ts';

/**
 * `warnUnknown`: print the unknown-name warnings (on stderr: LOG=0 silences the logger) before
 * the check, as a misspelt name may be why a setting is missing. `npm start` leaves them to the
 * server it starts, and prints them only when the check fails and no server will.
 */
export function settingsOrExit(env: NodeJS.ProcessEnv, root: string, { warnUnknown = true } = {}): Settings {
  const warnings = unknownSettingWarnings(env);
  if (warnUnknown) for (const warning of warnings) console.warn(warning);
  const result = readSettings(env, root);
  if (result.success) return result.data;
  if (!warnUnknown) for (const warning of warnings) console.warn(warning);
  console.error(problemsMessage(problemLines(result.error.issues, env)));
  process.exit(1);
}
