import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * React Router for production builds, as its own Vite plugin does it for
 * framework apps: the package exports only its development build (dev
 * warnings on), so builds resolve `react-router` and `react-router/dom` to
 * dist/production. Its components are made with `forwardRef` and
 * `createContext` calls the bundler must assume have side effects, and
 * given `displayName`s at the top level, which keeps unused ones (Form,
 * NavLink, …) in the bundle; marking the calls pure and dropping the names
 * (only React DevTools reads them) lets tree-shaking remove what the app
 * does not use. About 2 KB gzipped off every page.
 */
export function reactRouterProduction(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  return {
    name: "berea-react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: join(dist, "dom-export.mjs") },
        ],
      },
    }),
    transform(code, id) {
      if (!id.startsWith(dist)) return undefined;
      return {
        code: code.replace(/^\w+\.displayName = "[^"]*";$/gm, "").replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, "= /* @__PURE__ */ $1"),
        map: null,
      };
    },
  };
}
