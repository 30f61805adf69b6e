/**
 * Builds the staff portal (web/) and the Lark widgets (widgets/: small single-task apps opened inside
 * Lark, each its own entry and HTML page under widgets/) into dist/web.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspack/cli';
import { rspack, type RuleSetRule } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const root = path.dirname(fileURLToPath(import.meta.url));
// `rspack dev` sets NODE_ENV=development, `rspack build` production (unless already set).
const isDev = process.env.NODE_ENV === 'development';

interface Entry {
  /** The module that mounts the app. */
  import: string;
  /** Output HTML file, relative to dist/web. */
  html: string;
  title: string;
  /** HTML template; the portal's by default. */
  template?: string;
}

const widget = (name: string, title: string): Entry => ({
  import: `./widgets/${name}/main.tsx`,
  html: `widgets/${name}.html`,
  title,
  template: 'widgets/index.html',
});

/** One line per app. The portal is served for every non-/api path; widgets get their own page. */
const entries: Record<string, Entry> = {
  portal: { import: './web/main.tsx', html: 'index.html', title: 'Crossdock' },
  'widget-launch': widget('launch', '登录中'),
  'widget-inbox': widget('inbox', '待审批'),
  'widget-detail': widget('detail', '审批详情'),
  // The buyers' warranty page behind each printed QR code (/w/<code>): public, small, mobile first.
  'widget-warranty': { import: './widgets/warranty/main.tsx', html: 'warranty.html', title: 'Warranty', template: 'widgets/index.html' },
};

/** Chunks of the portal: its entry and its lazy pages (widgets have no lazy chunks of their own). */
const isPortalChunk = (chunk: { name?: string | null }) => !chunk.name?.startsWith('widget-');

/** rspack's two default cache groups (libraries, and code used twice), limited to some chunks. */
function defaultGroups(prefix: string, chunks: (chunk: { name?: string | null }) => boolean) {
  return {
    [`${prefix}Vendors`]: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, chunks },
    [`${prefix}Shared`]: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks },
  };
}

const swc = (tsx: boolean): RuleSetRule['use'] => ({
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev && tsx } },
    },
    env: { targets: 'chrome >= 100, edge >= 100, firefox >= 100, safari >= 15' },
  },
});

export default defineConfig({
  mode: isDev ? 'development' : 'production',
  context: root,
  entry: Object.fromEntries(Object.entries(entries).map(([name, e]) => [name, e.import])),
  output: {
    path: path.join(root, 'dist/web'),
    publicPath: '/',
    filename: isDev ? '[name].js' : 'assets/[name].[contenthash:10].js',
    chunkFilename: isDev ? '[name].js' : 'assets/[name].[contenthash:10].js',
    cssFilename: isDev ? '[name].css' : 'assets/[name].[contenthash:10].css',
    cssChunkFilename: isDev ? '[name].css' : 'assets/[name].[contenthash:10].css',
    // Spec §9: script chunk load time-out 120 s (slow links abroad).
    chunkLoadTimeout: 120_000,
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
    alias: { '@shared': path.join(root, 'shared') },
  },
  module: {
    rules: [
      { test: /\.css$/, type: 'css/auto' },
      // Semi marks its barrel file as having side effects (it imports the base CSS), which keeps every
      // component the app uses anywhere in the first chunk. Treated as pure here so each component
      // follows the page that uses it; web/main.tsx imports the base CSS itself.
      { test: /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/]index\.js$/, sideEffects: false },
      // The Semi chart theme's helper imports ThemeManager from VChart's root, whose index registers every
      // chart type and component (~550 KB gzip); the core exports it without them (web/components/chart).
      {
        test: /[\\/]@visactor[\\/]vchart-theme-utils[\\/]/,
        resolve: { alias: { '@visactor/vchart$': path.join(root, 'node_modules/@visactor/vchart/esm/core/index.js') } },
      },
      { test: /\.tsx$/, exclude: /node_modules/, use: swc(true) },
      { test: /\.ts$/, exclude: /node_modules/, use: swc(false) },
      { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
    ],
  },
  plugins: [
    ...Object.entries(entries).map(
      ([name, e]) =>
        new rspack.HtmlRspackPlugin({
          template: path.join(root, e.template ?? 'web/index.html'),
          filename: e.html,
          title: e.title,
          chunks: [name],
        }),
    ),
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
    isDev && new ReactRefreshRspackPlugin(),
  ],
  optimization: {
    minimize: !isDev,
    minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
    // The portal and the widgets are split apart, so that neither ever loads the other's code and the
    // portal's chunks stay what they are without widgets. Portal: React and zod in long-cached chunks
    // of their own; other libraries follow the pages that use them. Widgets: what several of them
    // use goes in chunks they share (React, the http client, Semi's core).
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        default: false,
        defaultVendors: false,
        react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie)[\\/]/, name: 'lib-react', priority: 30, chunks: isPortalChunk },
        zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'lib-zod', priority: 20, chunks: isPortalChunk },
        // VChart, its renderer and the kit's chart module (web/components/chart: ChartView, vchart): one chunk,
        // loaded when the first chart is shown. Kept whole so the modules are joined into one scope: with the
        // library in a chunk of its own, each module kept its own wrapper and every import became a getter
        // (20 KB gzip more).
        chart: {
          test: /[\\/](node_modules[\\/](@visactor|d3-dsv|eventemitter3)[\\/]|web[\\/]components[\\/]chart[\\/](ChartView|vchart)\.)/,
          name: 'chart',
          priority: 20,
          chunks: isPortalChunk,
        },
        ...defaultGroups('portal', isPortalChunk),
        ...defaultGroups('widget', (chunk) => !isPortalChunk(chunk)),
      },
    },
  },
  performance: { hints: false },
  // Semi's per-component stylesheets use their own class names, so their order across lazy chunks
  // does not matter; the order warning is noise here.
  ignoreWarnings: [/Conflicting order between/],
  stats: process.env.RSPACK_STATS === 'verbose' ? 'verbose' : 'errors-warnings',
  devtool: isDev ? 'cheap-module-source-map' : false,
  devServer: {
    port: 8080,
    // A widget's URL has no .html (the server's serveWidgets); every other page is the portal's.
    historyApiFallback: { rewrites: [{ from: /^\/widgets\/([a-z][a-z0-9-]*)$/, to: (ctx) => `/widgets/${ctx.match[1]}.html` }] },
    hot: true,
    proxy: [{ context: ['/api', '/files', '/lark'], target: 'http://localhost:3000', changeOrigin: false }],
  },
});
