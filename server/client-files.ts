/**
 * The files of a build that are the server's, not the site's: its own code (`server/`), the
 * build's manifest (`.vite/`) and the template pages are rendered into (`index.html`). The server
 * sends none of them (server/main.ts), and the build compresses none (server/build.ts).
 */
export const SERVER_ONLY = /^\/(server\/|\.vite\/|index\.html$)/;
