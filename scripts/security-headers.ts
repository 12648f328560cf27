// Writes the Content Security Policy (scripts/csp.ts) into the built index.html as a <meta> tag
// (docs/decisions/0003-security-headers.md).
import type { Plugin } from 'vite';
import { buildCsp } from './csp.ts';

export function securityHeaders(env: Record<string, string>): Plugin {
  return {
    name: 'coachly-security-meta',
    apply: 'build',
    transformIndexHtml(html) {
      const csp = buildCsp(env);
      return html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${csp}" />`,
      );
    },
  };
}
