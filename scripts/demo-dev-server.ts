// `npm start` answers the demo backend's calls as `npm run serve` does: this Vite plugin runs the
// production server's demo routes (server/demo.ts, one sandbox per visitor) in the dev server,
// so the browser talks to them over HTTP and loads no mock code.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Plugin } from 'vite';

type Listener = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The addresses the demo answers: its calls, and a page address that sets faults or token lifetime. */
const DEMO_ADDRESS = /^\/__demo\/|[?&]demo_(fault|token_ttl)=/;

export function demoDevServer(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'coachly-demo-dev-server',
    apply: 'serve',
    configureServer(server) {
      if (env.VITE_API_V1_URL) return;
      let listener: Promise<Listener> | undefined;
      server.middlewares.use((request, response, next) => {
        if (!DEMO_ADDRESS.test(request.url ?? '')) return next();
        listener ??= server
          .ssrLoadModule('/server/demo.ts')
          .then((module) =>
            getRequestListener((module as typeof import('../server/demo.ts')).createDemo().routes.fetch),
          );
        listener.then((listen) => listen(request, response)).catch(next);
      });
    },
  };
}
