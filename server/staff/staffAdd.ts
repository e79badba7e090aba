/**
 * npm run staff:add (docs/BACKOFFICE.md): the first back-office member, or a new link for one
 * who lost theirs, from the command line, on the database the server uses (DATA_DIR's SQLite
 * file, or DATABASE_URL's PostgreSQL). Prints the one-time link to choose a password (24 hours,
 * one use); nothing is mailed. The audit log records it with no actor: the command line.
 *
 *   npm run staff:add -- --email EMAIL --role admin|agent [--name NAME] [--lng nl|fr|en|de] [--reset-app]
 *
 * `--reset-app`, for an existing member who lost both their phone and their recovery codes (even
 * the only admin, whom no other admin can help): their authenticator and codes are cleared and
 * their sessions end, so the new link leads to a new set-up. Whoever runs this holds the server.
 *
 * Exit codes: 0 done, 1 the database cannot be used, 2 bad arguments.
 */
import path from 'node:path';
import { ValidationError } from 'yup';
import { defaultLanguage, site } from '../../src/config/site.ts';
import { STAFF_INVITE_SCHEMA, STAFF_LANGUAGES, STAFF_ROLES } from '../../src/domain/forms/staff.ts';
import { openSql } from '../db/open.ts';
import { DatabaseConfigError, databaseSettings } from '../db/settings.ts';
import { createStaff, normalEmail } from './accounts.ts';
import { auditLog } from './audit.ts';
import { passwordLink, staffLinks } from './links.ts';

export const USAGE =
  'Usage: npm run staff:add -- --email EMAIL --role admin|agent [--name NAME] [--lng nl|fr|en|de] [--reset-app]';

export interface StaffAddIo {
  env: Partial<Record<string, string>>;
  log: (line: string) => void;
  error: (line: string) => void;
  now: () => number;
  /** The site's address, for the link (site.json's siteUrl, as the server's mails). */
  siteUrl?: string;
}

const FLAGS = ['email', 'role', 'name', 'lng'] as const;
type Flag = (typeof FLAGS)[number];

/** `--flag value` and `--flag=value`, and `--reset-app` alone; a problem in words for anything else. */
function readFlags(argv: string[]): { flags: Partial<Record<Flag, string>>; resetApp: boolean } | { problem: string } {
  const flags: Partial<Record<Flag, string>> = {};
  let resetApp = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--reset-app') {
      resetApp = true;
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    const name = match?.[1] as Flag | undefined;
    if (!match || !name || !FLAGS.includes(name)) return { problem: `Unknown argument "${arg}".` };
    const value = match[2] ?? argv[++i];
    if (value === undefined || value.startsWith('--')) return { problem: `--${name} needs a value.` };
    if (flags[name] !== undefined) return { problem: `--${name} is given twice.` };
    flags[name] = value;
  }
  return { flags, resetApp };
}

/** The command's work; returns the exit code (the script exits with it, the tests read it). */
export async function staffAdd(argv: string[], io: StaffAddIo): Promise<number> {
  const read = readFlags(argv);
  if ('problem' in read) {
    io.error(`${read.problem}\n${USAGE}`);
    return 2;
  }
  const { flags } = read;
  if (!flags.email || !flags.role) {
    io.error(`--email and --role are required.\n${USAGE}`);
    return 2;
  }
  let member;
  try {
    member = await STAFF_INVITE_SCHEMA.validate(
      {
        email: flags.email,
        role: flags.role,
        name: flags.name ?? flags.email.split('@')[0],
        lng: flags.lng ?? defaultLanguage,
      },
      { abortEarly: false },
    );
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const hints: Record<string, string> = {
      email: `"${flags.email}" is not an e-mail address`,
      role: `--role must be ${STAFF_ROLES.join(' or ')}`,
      name: '--name must be a name of at most 80 characters',
      lng: `--lng must be one of ${STAFF_LANGUAGES.join(', ')}`,
    };
    const fields = [...new Set(error.inner.map((inner) => inner.path ?? ''))];
    io.error(`${fields.map((field) => hints[field] ?? `--${field} is not valid`).join('.\n')}.\n${USAGE}`);
    return 2;
  }

  let sql;
  try {
    sql = await openSql(databaseSettings(io.env, path.resolve(io.env.DATA_DIR ?? 'data')), { role: 'staff:add' });
  } catch (error) {
    if (!(error instanceof DatabaseConfigError)) throw error;
    io.error(error.message);
    return 1;
  }
  try {
    const email = normalEmail(member.email);
    const now = io.now();
    const links = staffLinks(sql);
    const audit = auditLog(sql);
    const made = await sql.tx(async (tx) => {
      const existing = await tx.get<{ id: number; active: number }>('SELECT id, active FROM staff WHERE email = ?', [
        email,
      ]);
      if (existing) {
        const id = Number(existing.id);
        if (read.resetApp) {
          await tx.run(
            'UPDATE staff SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL WHERE id = ?',
            [id],
          );
          await tx.run('DELETE FROM staff_recovery_codes WHERE staff_id = ?', [id]);
          await tx.run('DELETE FROM staff_sessions WHERE staff_id = ?', [id]);
          await audit.write(tx, { action: 'staff.mfaReset', actor: null, target: email, address: null }, now);
        }
        const token = await links.create(tx, id, 'password', now);
        await audit.write(tx, { action: 'staff.link', actor: null, target: email, address: null }, now);
        return { token, created: false, active: Number(existing.active) === 1 };
      }
      const id = await createStaff(tx, { ...member, email }, now);
      if (id === null) throw new Error(`${email} was added meanwhile: run the command again`);
      const token = await links.create(tx, id, 'invite', now);
      await audit.write(
        tx,
        { action: 'staff.add', actor: null, target: email, address: null, detail: member.role },
        now,
      );
      return { token, created: true, active: true };
    });
    io.log(
      made.created
        ? `Added ${email} (${member.role}, ${member.lng}).`
        : `${email} is already a member: a new link, the older ones no longer work.`,
    );
    if (!made.active) io.log('This member is deactivated: an admin must activate them before they can sign in.');
    if (read.resetApp && !made.created)
      io.log('Their authenticator app and recovery codes are cleared: they set up a new app.');
    io.log('Their one-time link to choose a password (24 hours, one use):');
    io.log(passwordLink(io.siteUrl ?? site.siteUrl, made.token));
    return 0;
  } finally {
    await sql.close();
  }
}
