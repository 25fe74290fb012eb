// The layer rules of docs/arquitectura.md, held by `npm test` (scripts/check-structure.mjs runs this).
// Runtime imports only: a type-only import leaves nothing behind in the built code.
const runtime = { dependencyTypesNot: ['type-only'] }
const rooms = (...names) => `^src/(${names.join('|')})/`

module.exports = {
  forbidden: [
    {
      name: 'lib-and-copy-stand-alone',
      comment: 'lib/ (pure functions) and copy/ (fixed texts) are the bottom layer: they import nothing else of src/.',
      severity: 'error',
      from: { path: rooms('lib', 'copy') },
      to: { path: '^src/', pathNot: [rooms('lib', 'copy')], ...runtime },
    },
    {
      name: 'cache-below-data-and-cms',
      comment: 'cache/ is what data/ and cms/ share; it knows neither of them, nor anything above.',
      severity: 'error',
      from: { path: rooms('cache') },
      to: { path: rooms('app', 'components', 'data', 'guard', 'cms', 'seed', 'media'), ...runtime },
    },
    {
      name: 'data-below-pages',
      comment: 'data/ reads Payload for pages and routes; it never imports what sits above it, and of cms/ only the config.',
      severity: 'error',
      from: { path: rooms('data') },
      to: { path: [rooms('app', 'components', 'guard', 'seed'), '^src/cms/(?!payload\\.config\\.ts$)'], ...runtime },
    },
    {
      name: 'cms-only-through-cache',
      comment: 'cms/ and data/ share only cache/ (the hooks expire the tags data/ reads with); sign-in limits come from guard/.',
      severity: 'error',
      from: { path: rooms('cms') },
      to: { path: rooms('app', 'components', 'data', 'seed'), ...runtime },
    },
    {
      name: 'guard-below-app',
      comment: 'guard/ (captcha, limits, headers) serves routes and the proxy; it does not import pages or components.',
      severity: 'error',
      from: { path: rooms('guard') },
      to: { path: rooms('app', 'components', 'cms', 'seed'), ...runtime },
    },
    {
      name: 'components-below-app',
      comment: 'Components are composed by pages; they never import a page, the back office or the seed.',
      severity: 'error',
      from: { path: rooms('components') },
      to: { path: rooms('app', 'cms', 'seed'), ...runtime },
    },
    {
      name: 'client-leaves-take-props',
      comment: 'A *.client.tsx leaf takes plain props or children; it never imports data/ (which is server-only).',
      severity: 'error',
      from: { path: '\\.client\\.tsx$' },
      to: { path: rooms('data', 'cms', 'cache'), ...runtime },
    },
    {
      name: 'nothing-imports-pages',
      severity: 'error',
      from: { pathNot: '^src/app/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'payload-only-in-data-cms-seed',
      comment: 'Only data/, cms/, seed/ (and scripts/, the generated back office) start Payload.',
      severity: 'error',
      from: { path: '^src/', pathNot: [rooms('data', 'cms', 'seed', 'migrations'), '^src/app/\\(payload\\)/'] },
      to: { path: ['^src/cms/payload\\.config\\.ts$', '(^|/)node_modules/payload/'], ...runtime },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '^src/cms/payload-types\\.ts$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    babelConfig: { fileName: '.babelrc.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    },
  },
}
