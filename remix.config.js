import { mountedRoutes } from "./app/routing/route-table.js";

/**
 * Routes come from the one route table: every screen is mounted once per
 * language (and once per alias), all served by the same module.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  postcss: true,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: with a route table this small the whole manifest is 1.5 KB gzip, and
    // lazy discovery matches every parent path of a URL (cost grows with the
    // square of its segments) and adds a /__manifest endpoint to attack.
    v3_lazyRouteDiscovery: false,
    // v3_singleFetch stays off: with React 18 it streams scripts after </html>,
    // which the W3C checker rejects. v3_routeConfig exists only for Vite builds.
    v3_singleFetch: false,
  },
  routes(defineRoutes) {
    return defineRoutes((route) => {
      for (const { path, module, id } of mountedRoutes) route(path, module, { id });
    });
  },
};
