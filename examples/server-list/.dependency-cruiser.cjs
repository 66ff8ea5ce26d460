// npm run lint: how the app's modules may import each other (dependency-cruiser). Type-only
// imports count as any other (tsPreCompilationDeps): a cycle closed by `import type` is a cycle.
const FEATURE = '^src/features/([^/]+)/'
const PEOPLE = '^src/features/people/'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Imports run one way: a cycle is a design smell.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'features-apart',
      comment: 'Features never import each other, but the pagination feature, the library.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/pagination/'] },
    },
    {
      name: 'pagination-alone',
      comment:
        'The pagination feature is copied whole into any app: it imports only its own files.',
      severity: 'error',
      from: { path: '^src/features/pagination/' },
      to: { path: '^src/', pathNot: '^src/features/pagination/' },
    },
    {
      name: 'model-is-pure',
      comment: 'The model, which the server shares, imports nothing of the app.',
      severity: 'error',
      from: { path: `${PEOPLE}model/`, pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: [`${PEOPLE}model/`, '^src/features/pagination/loadMoreCache'],
      },
    },
    {
      name: 'api-below-views',
      comment: 'Views, then hooks, then the API, then the model: the API imports no view.',
      severity: 'error',
      from: { path: `${PEOPLE}api/` },
      to: { path: PEOPLE, pathNot: [`${PEOPLE}(api|model)/`] },
    },
    {
      name: 'server-without-app',
      comment: 'The server shares the model alone.',
      severity: 'error',
      from: { path: '^(server|timing|faults)' },
      to: { path: '^src/', pathNot: `${PEOPLE}model/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.app.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
}
