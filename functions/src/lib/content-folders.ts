import { fileURLToPath } from "node:url";

/**
 * Where one kind of committed content (articles, learning tracks,
 * devotionals) can be read from, by name: `env`, a folder given in the
 * environment (its value, read by the caller); `bundled`, the copy the
 * deploy bundle carries beside lib/index.js (functions/build.ts copies it
 * there); `data`, the folder of the repo's data/ it is committed in, or
 * data/ itself when left out.
 */
export interface ContentFolder {
  env: string | undefined;
  bundled: string;
  data?: string;
}

/**
 * The folders to look in, in order: the environment's (when set), the
 * bundled copy, data/. The caller takes the first that holds its content.
 * Both paths are relative to this module, which is where every module of the
 * functions is: from source, one folder below functions/src; in the bundle,
 * lib/, where every chunk sits beside index.js.
 */
export function contentFolders({ env, bundled, data }: ContentFolder): string[] {
  return [
    env,
    fileURLToPath(new URL(`./${bundled}/`, import.meta.url)),
    fileURLToPath(new URL(data === undefined ? "../../../data/" : `../../../data/${data}/`, import.meta.url)),
  ].filter((dir): dir is string => dir !== undefined);
}
