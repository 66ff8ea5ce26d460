// @ts-check
const fs = require('node:fs')
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin')
const ReactRefreshTypeScript = require('react-refresh-typescript').default
const TerserPlugin = require('terser-webpack-plugin')
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer')
const { devServerPort } = require('./scripts/dev-server-port.cjs')

const SHELL_DIR = path.resolve(__dirname, 'node_modules/.cache/shell')

/**
 * The production page's Content-Security-Policy. The demo makes no network calls (docs/SPECIFICATION.md);
 * connect-src 'none' and the rest make that a guarantee. script-src (and so default-src) is left
 * out on purpose: watching the store in Redux DevTools is a core use of this demo, and its Firefox
 * extension is blocked on pages whose CSP restricts scripts (reduxjs/redux-devtools issue 1815,
 * open). style-src 'self' means no inline styles anywhere in the page. The dev server runs
 * without it: style-loader injects <style> elements for hot reloading.
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

/** @param {{ production: boolean, node?: boolean }} options */
const typescriptRule = ({ production, node }) => ({
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'ts-loader',
    options: {
      // tsc --noEmit (npm run typecheck) does the type checking; the build only transpiles.
      transpileOnly: true,
      compilerOptions: { sourceMap: true, noEmit: false },
      getCustomTransformers: () => ({
        before: production || node ? [] : [ReactRefreshTypeScript()],
      }),
    },
  },
})

/** Builds src/shell.tsx for Node; the page's build renders it into index.html. */
const shellConfig = {
  name: 'shell',
  mode: 'production',
  target: 'node',
  entry: './src/shell.tsx',
  output: { path: SHELL_DIR, filename: 'shell.js', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: { rules: [typescriptRule({ production: true, node: true })] },
  optimization: { minimize: false },
}

/**
 * public/index.html with the Content-Security-Policy, the prerendered shell inside #root, the
 * stylesheet, preloads for the scripts, and a small loader that adds the scripts only after the
 * first frame (in a background tab, when it is first shown): the static page paints before any
 * script is evaluated, and each script is evaluated in a task of its own.
 * @param {{ htmlWebpackPlugin: { files: { js: string[], css: string[], favicon?: string } } }} data
 */
function pageWithShell({ htmlWebpackPlugin }) {
  const { js, css, favicon } = htmlWebpackPlugin.files
  const shellModule = path.join(SHELL_DIR, 'shell.js')
  delete require.cache[shellModule]
  const { shellMarkup } = require(shellModule)
  const head = [
    ...(favicon ? [`<link rel="icon" href="${favicon}">`] : []),
    ...css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...js.map((href) => `<link rel="preload" href="${href}" as="script" fetchpriority="low">`),
  ].join('')
  const loader = `<script>requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(js)}.forEach(function(src){var s=document.createElement('script');s.src=src;document.body.appendChild(s)})})})</script>`
  const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`
  return fs
    .readFileSync(path.resolve(__dirname, 'public/index.html'), 'utf8')
    .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />${policy}`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${shellMarkup()}</div>`)
    .replace('</body>', `${loader}</body>`)
}

/**
 * The dev server's port (scripts/dev-server-port.cjs): 8080, the next free one, or PORT. A port
 * that cannot be had ends `npm start` with one line instead of an EADDRINUSE stack trace.
 * @param {string} host
 */
async function devServerPortOrExit(host) {
  try {
    const { port, note } = await devServerPort(host, process.env.PORT)
    if (note) console.warn(`npm start: ${note}.`)
    return port
  } catch (error) {
    console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => Promise<import('webpack').Configuration[] | import('webpack').Configuration>} */
module.exports = async (env, argv) => {
  const production = argv.mode !== 'development'
  const host = 'localhost'
  /** @type {import('webpack').Configuration} */
  const page = {
    name: 'page',
    dependencies: production ? ['shell'] : [],
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    // Modern browsers only: ES2020 syntax, no polyfills.
    target: ['web', 'es2020'],
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Relative URLs and classic deferred scripts: dist/ works on any static host and from file://.
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
          ? { templateContent: pageWithShell, inject: false }
          : { template: 'public/index.html' }),
        favicon: 'public/favicon.svg',
        scriptLoading: 'defer',
      }),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })]
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
      // Only `webpack serve` listens: a build does not look for a port.
      port: env.WEBPACK_SERVE ? await devServerPortOrExit(host) : 8080,
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
          faker: { test: /[\\/]node_modules[\\/]@faker-js[\\/]/, name: 'faker', chunks: 'all' },
        },
      },
    },
    performance: { hints: false },
    // `npm start` prints where the demo is and then only errors and warnings; a build lists its files.
    stats: production ? 'normal' : 'errors-warnings',
  }
  return production ? [shellConfig, page] : page
}
