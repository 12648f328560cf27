// Regenerates everything derived from source: the typed API client (orval, from openapi/)
// and the TanStack route tree. Output is deterministic and not committed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

const genDir = join(root, 'src/api/gen');
const inputs = Math.max(
  newest(join(root, 'openapi')),
  statSync(join(root, 'orval.config.ts'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
);
const force = process.argv.includes('--force');

if (existsSync(join(root, 'orval.config.ts')) && existsSync(bin('orval'))) {
  if (force || !existsSync(genDir) || newest(genDir) < inputs) {
    execFileSync(bin('orval'), ['--config', 'orval.config.ts'], { cwd: root, stdio: 'inherit' });
  }
}
if (existsSync(join(root, 'src/routes')) && existsSync(bin('tsr'))) {
  execFileSync(bin('tsr'), ['generate'], { cwd: root, stdio: 'inherit' });
}
