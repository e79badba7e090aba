/**
 * `npm run check:html` (CI, after the build): the W3C Nu HTML Checker (vnu-jar, which runs on
 * Java) over every prerendered page of dist/ and over the owner portal as the server renders it
 * for a logged-in owner, in every language; and the outline of each page (test/html/headings.ts).
 * Prints each problem with its file and line and exits 1 when there is one.
 *
 * One message of the checker is named and skipped: its CSS list lacks `line-clamp` (CSS Overflow 4,
 * which every current browser supports beside the -webkit- form the stylesheet also sets).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { headingProblems } from './headings.ts';

const KNOWN_GAPS = [/^CSS: “line-clamp”: Property “line-clamp” doesn't exist\.$/];
const PORT = Number(process.env.HTML_CHECK_PORT ?? 4280);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A demo owner of snapshot/owners.json (README, "Demo logins and mail"). */
const OWNER = { email: 'famille.delvaux@example.be', password: 'demo-owner-2026' };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The portal pages a logged-in owner gets from the built server, written to files to check. */
async function portalPages(): Promise<string[]> {
  const out = mkdtempSync(path.join(tmpdir(), 'html-check-'));
  const server: ChildProcess = spawn(process.execPath, ['build/server/index.js'], {
    // The demo owners (off unless asked for) give the portal pages a login.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG: '0',
      DATA_DIR: out,
      DEMO_OWNERS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('the server did not answer in 120 s');
      if (
        await fetch(`${ORIGIN}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await delay(200);
    }
    const login = await fetch(`${ORIGIN}/api/owner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ ...OWNER, lng: 'fr' }),
    });
    if (login.status !== 200) throw new Error(`the demo owner's login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const canonical = JSON.parse(readFileSync('build/canonical.json', 'utf8')) as {
      forms: { pages: { portal: Record<string, string> } };
    };
    const files: string[] = [];
    for (const [lng, portal] of Object.entries(canonical.forms.pages.portal)) {
      const page = await fetch(`${ORIGIN}${portal}`, { headers: { cookie } });
      const html = await page.text();
      if (page.status !== 200 || !html.includes('<h1')) throw new Error(`${portal} answered ${page.status}`);
      const file = path.join(out, `portal-${lng}.html`);
      writeFileSync(file, html);
      files.push(file);
    }
    return files;
  } finally {
    server.kill('SIGTERM');
  }
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

function vnu(files: string[]): VnuMessage[] {
  const jar = path.join('node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
  let output: string;
  try {
    output = execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it reports errors, and writes its JSON to stderr.
    const failed = error as { stderr?: string; stdout?: string; status?: number };
    output = failed.stderr || failed.stdout || '';
    if (!output.trim().startsWith('{')) throw error;
  }
  return (JSON.parse(output) as { messages: VnuMessage[] }).messages;
}

const pages = htmlFiles('dist');
const portal = await portalPages();
const all = [...pages, ...portal];
const problems: string[] = [];
for (const message of vnu(all)) {
  if (KNOWN_GAPS.some((gap) => gap.test(message.message))) continue;
  const file = path.relative(process.cwd(), new URL(message.url).pathname);
  problems.push(`${file}:${message.lastLine ?? '?'}: ${message.type}: ${message.message}`);
}
// admin.html is the back office's empty shell, drawn in the browser (test/e2e/office.spec.ts
// checks its pages there): valid HTML, no outline to check.
for (const file of all.filter((name) => path.basename(name) !== 'admin.html')) {
  for (const problem of headingProblems(readFileSync(file, 'utf8'))) problems.push(`${file}: outline: ${problem}`);
}
console.log(`HTML check: ${pages.length} prerendered pages and ${portal.length} portal pages`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} problem(s)`);
  process.exit(1);
}
console.log('No errors from the Nu HTML Checker (line-clamp skipped), and no page skips a heading level.');
