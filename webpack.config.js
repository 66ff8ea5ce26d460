// @ts-check
const fs = require('node:fs')
const path = require('node:path')
const { buildSync } = require('esbuild')
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin')
const ReactRefreshTypeScript = require('react-refresh-typescript').default
const TerserPlugin = require('terser-webpack-plugin')
const { BannerPlugin, Compilation } = require('webpack')
const { require: tsxRequire } = require('tsx/cjs/api')
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer')

/**
 * The production page's Content-Security-Policy. The demo makes no network calls
 * (docs/SPECIFICATION.md); connect-src 'none' and the rest make that a guarantee. script-src (and
 * so default-src) is left out on purpose: watching the store in Redux DevTools is a core use of
 * this demo, and its Firefox extension is blocked on pages whose CSP restricts scripts
 * (reduxjs/redux-devtools issue 1815, open). style-src 'self' means no inline styles anywhere in
 * the page. The dev server runs without it: style-loader injects <style> elements for hot
 * reloading.
 */
const CONTENT_SECURITY_POLICY = [
  "connect-src 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "style-src 'self'",
  "manifest-src 'self'",
].join('; ')

/** @param {{ production: boolean }} options */
const typescriptRule = ({ production }) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      // tsc --noEmit (npm run typecheck) does the type checking; the build only transpiles.
      transpileOnly: true,
      compilerOptions: { sourceMap: true, noEmit: false },
      getCustomTransformers: () => ({
        before: production ? [] : [ReactRefreshTypeScript()],
      }),
    },
  },
})

/**
 * Where `marker` is in `html`, which must hold it exactly once. If public/index.html changes so
 * that a marker is gone, the build stops here, instead of shipping a page without its policy, its
 * shell or its scripts.
 * @param {string} html
 * @param {string} marker
 */
function findOnce(html, marker) {
  const at = html.indexOf(marker)
  if (at === -1 || html.includes(marker, at + 1)) {
    throw new Error(`public/index.html must hold ${marker} exactly once`)
  }
  return at
}

/** @type {(html: string, marker: string, content: string) => string} */
const insertBefore = (html, marker, content) => {
  const at = findOnce(html, marker)
  return html.slice(0, at) + content + html.slice(at)
}

/** @type {(html: string, marker: string, content: string) => string} */
const insertAfter = (html, marker, content) => {
  const at = findOnce(html, marker) + marker.length
  return html.slice(0, at) + content + html.slice(at)
}

/**
 * src/boot.ts compiled to one minified inline script: it goes first in <head>, so it is running
 * before anything paints. It catches input given to the shell, adds the preloaded scripts after
 * the first frame, and turns a script that fails or stalls into a message (see the file).
 */
function bootScript() {
  const { outputFiles } = buildSync({
    entryPoints: [path.resolve(__dirname, 'src/boot.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
  })
  return `<script>${outputFiles[0].text.trim()}</script>`
}

/**
 * The production page, built from public/index.html in three checked steps: the
 * Content-Security-Policy and the boot script first in <head>; the favicon, the stylesheet and
 * low-priority preloads of the scripts (which the boot script adds, in this order) at its end; the
 * shell in #root.
 *
 * The shell is src/shell.tsx's `shellMarkup()`: App rendered to HTML at build time, loaded through
 * tsx (which runs TypeScript in Node) when the config is read, so one build renders it once.
 * @param {{ htmlWebpackPlugin: { files: { js: string[], css: string[], favicon?: string } } }} data
 */
function pageWithShell({ htmlWebpackPlugin }) {
  const { js, css, favicon } = htmlWebpackPlugin.files
  const { shellMarkup } = tsxRequire('./src/shell.tsx', __filename)
  const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`
  const headEnd = [
    ...(favicon ? [`<link rel="icon" href="${favicon}">`] : []),
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...js.map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`),
  ].join('')
  let html = fs.readFileSync(path.resolve(__dirname, 'public/index.html'), 'utf8')
  html = insertAfter(html, '<meta charset="utf-8" />', policy + bootScript())
  html = insertBefore(html, '</head>', headEnd)
  html = insertAfter(html, '<div id="root">', shellMarkup())
  return html
}

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development'
  const host = 'localhost'
  /** @type {import('webpack').Configuration} */
  const page = {
    mode: production ? 'production' : 'development',
    // Two entries: src/start.ts makes the store as soon as it and Redux have arrived; the app
    // (src/index.tsx) mounts once React has. `dependOn` makes them share one runtime and one
    // module of each file, so the app finds the store start.ts made.
    entry: {
      start: './src/start.ts',
      main: { import: './src/index.tsx', dependOn: 'start' },
    },
    // Modern browsers only: ES2020 syntax, no polyfills.
    target: ['web', 'es2020'],
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Relative URLs and classic (not module) scripts: dist/ works on any static host and from
      // file://.
      publicPath: '',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typescriptRule({ production }),
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        ...(production
          ? {
              templateContent: pageWithShell,
              inject: false,
            }
          : { template: 'public/index.html' }),
        favicon: 'public/favicon.svg',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
            // V8's explicit compile hint (v8.dev/blog/explicit-compile-hints, Chromium 136 on;
            // other engines read a comment): compile every function of these scripts while they
            // download, off the main thread, instead of one by one on the main thread as the
            // app first calls them. Nearly all of them run before the first row. Added after
            // Terser, which drops comments, and before the source maps, which count the line.
            new BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
          ]
        : [new ReactRefreshWebpackPlugin()]),
      ...(env.analyze
        ? [
            new BundleAnalyzerPlugin({
              analyzerMode: 'static',
              reportFilename: path.resolve(__dirname, 'reports/bundle.html'),
              openAnalyzer: false,
            }),
          ]
        : []),
    ],
    devServer: {
      host,
      // 8080, or the next free port if it is taken (webpack-dev-server's own search; the line
      // "Loopback: http://localhost:…" says which); PORT=3000 asks for exactly that port.
      port: process.env.PORT || 'auto',
      hot: true,
      static: false,
      client: { overlay: { warnings: false } },
    },
    optimization: {
      minimizer: [
        new TerserPlugin({
          // Redux DevTools names the Dispatcher's arguments from its action creators' text
          // (src/app/devTools.ts): these two parameter names must survive minifying.
          terserOptions: { compress: { arrows: false }, mangle: { reserved: ['page', 'size'] } },
        }),
        new CssMinimizerPlugin(),
      ],
      // Separate scripts are evaluated in separate tasks: shorter tasks block a slow phone less.
      splitChunks: {
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'all',
          },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
            name: 'redux',
            chunks: 'all',
          },
        },
      },
    },
    performance: { hints: false },
    // `npm start` prints where the demo is, then only errors and warnings; a build lists its files.
    stats: production ? 'normal' : 'errors-warnings',
  }
  return page
}
