// Generates the API clients and the route tree, then runs the project's static checks side by
// side, two at a time (the machine's cores), and prints each one's output whole once it ends: the
// types, the lint rules and unused code, the format, the API contracts, the dependencies'
// advisories and the translations. Fails if any fails.
// Usage: node scripts/checks.mjs
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** Each check: its name and command (the types without `typecheck`'s own generation, done once). */
const CHECKS = [
  ['typecheck', 'tsc', '--noEmit'],
  ['lint', 'npm', 'run', '--silent', 'lint'],
  ['format:check', 'npm', 'run', '--silent', 'format:check'],
  ['lint:openapi', 'npm', 'run', '--silent', 'lint:openapi'],
  ['audit', 'npm', 'run', '--silent', 'audit'],
  ['i18n:check', 'npm', 'run', '--silent', 'i18n:check'],
];

function run([script, command, ...args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

// The checks read what the generation writes: it comes first, alone.
if (!(await run(['generate', 'npm', 'run', '--silent', 'generate']))) process.exit(1);
const queue = [...CHECKS];
const results = [];
async function worker() {
  for (let check = queue.shift(); check; check = queue.shift()) results.push([check[0], await run(check)]);
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
const failed = results.filter(([, ok]) => !ok).map(([script]) => script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
