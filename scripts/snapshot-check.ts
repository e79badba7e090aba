/** `npm run snapshot:check` (also run by the build): validates snapshot/ and prints every problem. */
import { CATALOGUE_FILES, CONFIG_FILES, checkSnapshot, formatProblem } from '../publisher/snapshot/snapshot.ts';

const problems = await checkSnapshot();
if (problems.length > 0) {
  console.error(`The snapshot has ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  process.exit(1);
}
console.log(
  `Snapshot OK (${CONFIG_FILES.length} configuration files and ${CATALOGUE_FILES.length} catalogue files per language)`,
);
