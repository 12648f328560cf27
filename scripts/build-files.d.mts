// Types for the part of scripts/build-files.mjs the unit tests use.

/** A build folder read from its Vite manifest; throws when a boot part is missing from it. */
export declare function readBuild(dir: string): {
  /** The files every page runs as it boots: the entry's and its boot parts'. */
  bootFiles: string[];
};
