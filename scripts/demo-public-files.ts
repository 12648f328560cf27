// A build with an API host configured carries no demo data: this Vite plugin removes what Vite
// copies from public/ into every build but only the demo uses, the seed's generated images
// (public/demo).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Files and folders of public/ that belong to the demo backend. */
export const DEMO_PUBLIC_ENTRIES = ['demo'];

export function dropDemoPublicFiles(env: Record<string, string | undefined>): Plugin {
  let outDir = '';
  return {
    name: 'coachly-drop-demo-public-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!env.VITE_API_V1_URL) return;
      for (const entry of DEMO_PUBLIC_ENTRIES) rmSync(join(outDir, entry), { recursive: true, force: true });
    },
  };
}
