// Lints texts as if each stood at its path, with the repository's ESLint configuration, in a
// process of its own: ESLint loads its configuration with a dynamic import, which jest's module
// sandbox cannot run. Reads [{ file, code }] as JSON on stdin; writes, per text, its findings
// ({ rule, message }) as JSON on stdout.
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const findings = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  findings.push((result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(findings));
