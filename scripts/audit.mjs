// Dependency audit: runs `npm audit --audit-level=high --omit=dev` and fails on any high or
// critical advisory in what ships. When the advisory service cannot be reached (an HTTP error
// from it, or no network), it says so on one line and passes: nothing was audited, nothing failed.
// Usage: npm run audit
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './audit-verdict.ts';

const root = new URL('..', import.meta.url).pathname;
const args = ['audit', '--audit-level=high', '--omit=dev', '--json'];
// Under `npm run`, npm_execpath is the npm that started us; run the same one.
const npmCli = process.env.npm_execpath;
const run = npmCli?.endsWith('.js')
  ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, encoding: 'utf8' })
  : spawnSync('npm', args, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });

if (run.error) {
  console.error(`npm audit could not be started: ${run.error.message}`);
  process.exit(1);
}

const verdict = auditVerdict({ status: run.status, stdout: run.stdout ?? '', stderr: run.stderr ?? '' });
const summary = (counts) =>
  ['critical', 'high', 'moderate', 'low']
    .filter((severity) => counts[severity] > 0)
    .map((severity) => `${counts[severity]} ${severity}`)
    .join(', ') || 'none';

switch (verdict.kind) {
  case 'clean':
    console.log(
      `npm audit: no high or critical advisory in production dependencies (found: ${summary(verdict.counts)}).`,
    );
    break;
  case 'advisories':
    console.error(`npm audit: high or critical advisories in production dependencies (${summary(verdict.counts)}):`);
    for (const name of verdict.packages) console.error(`  - ${name}`);
    console.error('Run `npm audit --omit=dev` for details and fixes.');
    process.exit(1);
    break;
  case 'unreachable':
    console.log(`npm audit could not be performed: ${verdict.reason}. No advisory was checked.`);
    break;
  default:
    console.error(`npm audit failed: ${verdict.reason}`);
    process.exit(1);
}
