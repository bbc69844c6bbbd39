/** The mock (msw, faker) and jsdom run on the server only, from node_modules. */
export default {
  serverExternalPackages: ['jsdom', 'msw', '@faker-js/faker'],
  typescript: { ignoreBuildErrors: false },
  // This folder is its own project (the repository root has a lockfile too).
  turbopack: { root: import.meta.dirname },
};
