import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBuild } from '../../scripts/build-files.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder holding only the given manifest. */
function buildWith(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'coachly-build-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const entry = { 'index.html': { file: 'assets/index-a1.js', isEntry: true } };

describe('reading a build', () => {
  it('names the files every page boots with: the entry and React’s renderer', () => {
    const dir = buildWith({ ...entry, 'node_modules/react-dom/client.js': { file: 'assets/client-b2.js' } });
    expect(readBuild(dir).bootFiles).toEqual(['assets/index-a1.js', 'assets/client-b2.js']);
  });

  it('refuses a build whose manifest names the renderer otherwise, as one with a linked node_modules does', () => {
    const dir = buildWith({
      ...entry,
      '../../elsewhere/node_modules/react-dom/client.js': { file: 'assets/client-b2.js' },
    });
    expect(() => readBuild(dir)).toThrow(/no node_modules\/react-dom\/client\.js .*no page would preload it/);
  });
});
