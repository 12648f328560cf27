/**
 * The script index.html runs inline: the route preloader with the data the build wrote into the
 * page. scripts/route-preload.ts compiles this file, with what it imports, into the page.
 */
import { preloadRoute, readPreloadData } from './route-preload';

const data = readPreloadData();
if (data) void preloadRoute(data);
