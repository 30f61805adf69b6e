/**
 * Which code may import which: layers only point down. Enforced by tests/unit/layers.test.ts
 * (dependency-cruiser's JavaScript API over server/, shared/, web/, widgets/); see README "Layers".
 *
 * Server layers, lowest first:
 *   1. database    server/db/ (connection, Tx, schema, migrations, lock)
 *   2. infra       server/http/, workflow/, jobs/, storage/, excel/, telemetry/, config.ts
 *   3. domain      server/modules/, approvals/, lark/
 *   4. entry       server/app.ts, main.ts, start.ts, deps.ts, seed/
 *
 * Inside the domain layer, a module (server/modules/<m>/) imports itself, infrastructure, and the
 * shared modules through their public entry (index.ts) only; see `modulesStayApart` below.
 */

const DB = '^server/db/';
const INFRA = '^server/(http|workflow|jobs|storage|excel|telemetry)/|^server/config\\.ts$';
const DOMAIN = '^server/(modules|approvals|lark)/';
const ENTRY = '^server/(app|main|start|deps)\\.ts$|^server/seed/';
// The envelope and error classes are leaves (they import nothing of the server): any layer may use them.
const SERVER_LEAVES = '^server/http/(errors|envelope)\\.ts$';
// AppDeps (server/deps.ts) is the one context object built at start and handed down; lower layers
// may name its type (`import type`), never call into it.
const DEPS_TYPE = '^server/deps\\.ts$';

/**
 * The shared modules: what every module reads and none owns. Reference data (reference: platforms,
 * stores, rates, places; products: categories, SKUs), the organisation (access: administrators, menus,
 * groups; auth: passwords, sessions, captcha) and attachments (tool). Any module may use them, through
 * their index.ts.
 */
const SHARED_MODULES = ['reference', 'products', 'access', 'auth', 'tool'];
/**
 * Domain reads between two modules, each named: a module's public entry, and who may use it.
 * Supply plans read the sales forecasts in force; a gift grant made from a review links to it; a plan
 * order refuses a blacklisted reviewer (reviewers' refuseBlacklisted); promotion items check the fee
 * limits and write the spend ledger of promotion (checkPromotionLimits, recordPromotionSpend);
 * letters to reviewers and warranty confirmations go out through the mail centre; a weekly sales
 * import books the units sold out of stock (supply/stock.ts, an entry without supply's routes, so
 * sales and supply do not import each other in a circle).
 * A name is a module (its index.ts) or `module/file` (that file only).
 */
const DOMAIN_READS = {
  sales: ['supply'],
  service: ['gifts'],
  reviewers: ['review'],
  promotion: ['promotionItems'],
  mail: ['review', 'warranty'],
  'supply/stock': ['sales'],
};

/**
 * A module imports only itself, the shared modules' public entries, the named domain reads and the
 * layers below; another module's internals never (move the shared piece down instead).
 */
function modulesStayApart() {
  const file = (name) => (name.includes('/') ? `${name}\\.ts` : `${name}/index\\.ts`);
  const entry = (names) => `^server/modules/(${names.map(file).join('|')})$`;
  const name = 'modules-stay-apart';
  const comment = "a module imports itself, the shared modules' index.ts and the layers below, never another module's files.";
  return [
    {
      name,
      comment,
      severity: 'error',
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', entry([...SHARED_MODULES, ...Object.keys(DOMAIN_READS)])] },
    },
    ...Object.entries(DOMAIN_READS).map(([read, readers]) => ({
      name,
      comment: `${comment} Only ${readers.join(', ')} may read ${read}.`,
      severity: 'error',
      from: { path: '^server/modules/[^/]+/', pathNot: [`^server/modules/(${[read.split('/')[0], ...readers].join('|')})/`] },
      to: { path: entry([read]) },
    })),
  ];
}

/** Upward imports from `from` to any of `higher`, except the leaves and AppDeps's type. */
function below(name, comment, from, higher) {
  return [
    {
      name,
      comment,
      severity: 'error',
      from: { path: from },
      to: { path: higher, pathNot: [SERVER_LEAVES, DEPS_TYPE] },
    },
    {
      name: `${name}-deps-type-only`,
      comment: `${comment} AppDeps may be named as a type only.`,
      severity: 'error',
      from: { path: from },
      to: { path: DEPS_TYPE, dependencyTypesNot: ['type-only'] },
    },
  ];
}

module.exports = {
  forbidden: [
    // Import cycles make load order matter and hide which piece is the lower one: none anywhere.
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },

    // shared/ runs in the server and in the browser alike: it depends on no side of the product.
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is imported by every side, so it imports none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(server|web|widgets|tests|bench|scripts)/' },
    },
    // The registries (every screen, every machine) import every domain's declarations: a contract or a
    // definition helper that imported one would run back up through every domain. Only the catalog (every
    // route) reads them inside shared/; the server and the portal import them by their own path.
    {
      name: 'shared-registries-apart',
      comment: 'shared/<x>/registry.ts lists every domain: no contract or helper in shared/ imports it (the catalog may).',
      severity: 'error',
      from: { path: '^shared/', pathNot: ['^shared/catalog/', '^shared/[^/]+/registry\\.ts$'] },
      to: { path: '^shared/[^/]+/registry\\.ts$' },
    },
    // shared/ is bundled for the browser too: no Node built-ins (fs, crypto, path...).
    {
      name: 'shared-no-node',
      comment: 'shared/ runs in the browser too: no Node built-in modules.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },

    // The portal and the widgets talk to the server over HTTP only (shared/api holds the contracts).
    {
      name: 'clients-not-server',
      comment: 'web/ and widgets/ reach the server over HTTP only; contracts live in shared/api.',
      severity: 'error',
      from: { path: '^(web|widgets)/' },
      to: { path: '^server/' },
    },
    // Widgets are small bundles opened inside Lark: they must not pull in the portal's code.
    {
      name: 'widgets-not-web',
      comment: 'widgets/ ship as their own small bundles: nothing from the portal (web/).',
      severity: 'error',
      from: { path: '^widgets/' },
      to: { path: '^web/' },
    },
    // And the portal does not ship widget code.
    {
      name: 'web-not-widgets',
      comment: 'the portal (web/) ships none of the widgets\' code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^widgets/' },
    },
    // Product code never imports the tests.
    {
      name: 'product-not-tests',
      comment: 'product code never depends on tests/ (fakes and fixtures stay on the test side).',
      severity: 'error',
      from: { path: '^(server|shared|web|widgets)/' },
      to: { path: '^tests/' },
    },

    // The database layer is the bottom: connection, schema and migrations know nothing above them.
    ...below('db-is-lowest', 'server/db is the bottom layer: it imports no other server layer.', DB, `${INFRA}|${DOMAIN}|${ENTRY}`),
    // Infrastructure (http, workflow, jobs, storage, excel) serves every module and knows none of them.
    ...below('infra-below-domain', 'infrastructure serves the modules and knows none of them.', INFRA, `${DOMAIN}|${ENTRY}`),
    // Modules, approvals and the Lark bridge are wired together at the top, never the other way round.
    ...below('domain-below-entry', 'modules, approvals and lark are wired by app/start/deps and the seed, not the reverse.', DOMAIN, ENTRY),
    // Modules stay apart: what two modules share lives below them or in a shared module's public entry.
    ...modulesStayApart(),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
