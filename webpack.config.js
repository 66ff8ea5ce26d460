// @ts-check
const { createHash } = require('node:crypto')
const path = require('node:path')
const { buildSync } = require('esbuild')
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin')
const ReactRefreshTypeScript = require('react-refresh-typescript').default
const TerserPlugin = require('terser-webpack-plugin')
const { BannerPlugin, Compilation } = require('webpack')
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer')

/**
 * The production page's Content-Security-Policy. The demo makes no network calls
 * (docs/SPECIFICATION.md); connect-src 'none' and the rest make that a guarantee. script-src (and
 * so default-src) is left out on purpose: watching the store in Redux DevTools is a core use of
 * this demo, and its Firefox extension is blocked on pages whose CSP restricts scripts
 * (reduxjs/redux-devtools issue 1815, open). The page's own stylesheet comes inline, so the first
 * paint waits for no second request, and LoadingLayerPlugin puts its hash in place of style-src's
 * 'self': no other inline style or style attribute applies. The dev server runs without the
 * policy: style-loader injects <style> elements for hot reloading.
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

/** src/loading/boot.ts compiled to the text of one minified inline script. */
function bootScript() {
  const { outputFiles } = buildSync({
    entryPoints: [path.resolve(__dirname, 'src/loading/boot.ts')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: 'es2020',
  })
  const [script] = outputFiles
  if (!script) throw new Error('esbuild gave no output for src/loading/boot.ts')
  return script.text.trim()
}

/**
 * src/loading/shellMarkup.tsx's `shellMarkup()`, run in Node: the app rendered to HTML. esbuild
 * bundles it for Node first; its 'empty' loader drops the components' stylesheet imports, which
 * mean nothing there (the page links the stylesheets itself).
 * @returns {string}
 */
function renderShell() {
  const outfile = path.resolve(__dirname, 'node_modules/.cache/shell/shellMarkup.cjs')
  buildSync({
    entryPoints: [path.resolve(__dirname, 'src/loading/shellMarkup.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  })
  delete require.cache[outfile]
  return require(outfile).shellMarkup()
}

/**
 * The production page's loading layer (src/loading/index.tsx says what it is), added to the page
 * html-webpack-plugin makes from public/index.html, through the plugin's own hooks:
 * - first in <head>, after the policy: src/loading/boot.ts, compiled to one minified inline script,
 *   so it runs before anything paints;
 * - the scripts' addresses instead of <script> tags, last in <body>, as an inert JSON list
 *   (`<script type="application/json" id="app-scripts">`): nothing fetches them before the boot
 *   script adds them, after the first frame, so the shell paints before any of them is requested
 *   or evaluated (a preload's request alone took some 8 ms of the main thread before that frame);
 * - the stylesheet inline, in a <style> that the policy allows by its hash (`style-src
 *   'sha256-…'`, never 'unsafe-inline'), so the first paint waits for no other file;
 * - and the check that public/index.html placed the tags and the shell (`shell` in
 *   templateParameters), or the build fails instead of shipping a page without its policy, its
 *   boot script, its scripts or its shell.
 */
class LoadingLayerPlugin {
  /** @param {{ boot: string, shell: string }} parts */
  constructor({ boot, shell }) {
    this.boot = boot
    this.shell = shell
    /** @type {string[]} the scripts' addresses, listed last in <body> */
    this.scripts = []
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(LoadingLayerPlugin.name, (compilation) => {
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation)
      hooks.alterAssetTagGroups.tap(LoadingLayerPlugin.name, (groups) => {
        const tags = [...groups.headTags, ...groups.bodyTags]
        const scripts = tags
          .filter((tag) => tag.tagName === 'script')
          .map((tag) => String(tag.attributes.src))
        // The boot script reads it (src/loading/boot.ts); `<` escaped, the list cannot end the tag.
        const list = HtmlWebpackPlugin.createHtmlTagObject(
          'script',
          { type: 'application/json', id: 'app-scripts' },
          JSON.stringify(scripts).replaceAll('<', '\\u003c'),
        )
        const policy = tags.filter((tag) => tag.attributes['http-equiv'])
        const styles = tags.flatMap((tag) => {
          if (tag.attributes.rel !== 'stylesheet') return []
          const file = String(tag.attributes.href)
          const css = compilation.getAsset(file)?.source.source().toString()
          if (css === undefined) throw new Error(`no stylesheet ${file} to inline`)
          compilation.deleteAsset(file)
          compilation.deleteAsset(`${file}.map`)
          // The source map's comment would point at the file just deleted.
          const inline = css.replace(/\n?\/\*# sourceMappingURL=.*\*\/\s*$/, '')
          const hash = createHash('sha256').update(inline).digest('base64')
          return [{ tag, inline, hash }]
        })
        for (const tag of styles.length > 0 ? policy : []) {
          const hashes = styles.map(({ hash }) => `'sha256-${hash}'`).join(' ')
          tag.attributes.content = String(tag.attributes.content).replace(
            "style-src 'self'",
            `style-src ${hashes}`,
          )
        }
        const rest = tags.flatMap((tag) => {
          if (tag.tagName === 'script' || policy.includes(tag)) return []
          const style = styles.find((inlined) => inlined.tag === tag)
          return [style ? HtmlWebpackPlugin.createHtmlTagObject('style', {}, style.inline) : tag]
        })
        const boot = HtmlWebpackPlugin.createHtmlTagObject('script', {}, this.boot)
        this.scripts = scripts
        return { ...groups, headTags: [...policy, boot, ...rest], bodyTags: [list] }
      })
      hooks.afterTemplateExecution.tap(LoadingLayerPlugin.name, (page) => {
        const missing = [
          ...(page.html.includes(this.boot) ? [] : ['<%= htmlWebpackPlugin.tags.headTags %>']),
          ...(page.html.includes(this.shell) ? [] : ['<%= shell %>']),
          ...(this.scripts.every((src) => page.html.includes(src))
            ? []
            : ['<%= htmlWebpackPlugin.tags.bodyTags %>']),
        ]
        if (missing.length > 0) {
          throw new Error(`public/index.html must hold ${missing.join(' and ')}`)
        }
        return page
      })
    })
  }
}

/**
 * @typedef {import('webpack-dev-server').Configuration} DevServer (also adds `devServer` to
 *   webpack's Configuration type)
 * @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
module.exports = (env, argv) => {
  const production = argv.mode !== 'development'
  const host = 'localhost'
  // The page as it paints before its scripts: App rendered once, when the config is read.
  const shell = production ? renderShell() : ''
  /** @type {import('webpack').Configuration} */
  const page = {
    mode: production ? 'production' : 'development',
    // `npm start` runs the app's own start, src/index.tsx. The production page starts it through
    // its loading layer: the inline boot script makes the people and shows them in the shell
    // (LoadingLayerPlugin, below), src/loading/start.ts makes the store of them once Redux has
    // arrived, src/loading/index.tsx mounts the app once React has. `dependOn` makes the two share
    // one runtime and one module of each file, so the app finds the store start.ts made.
    entry: production
      ? {
          start: './src/loading/start.ts',
          main: { import: './src/loading/index.tsx', dependOn: 'start' },
        }
      : './src/index.tsx',
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
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        // public/index.html places the tags itself: the head's right after <meta charset>, the
        // body's last.
        inject: false,
        templateParameters: { shell },
        ...(production && {
          meta: {
            'Content-Security-Policy': {
              'http-equiv': 'Content-Security-Policy',
              content: CONTENT_SECURITY_POLICY,
            },
          },
        }),
      }),
      ...(production ? [new LoadingLayerPlugin({ boot: bootScript(), shell })] : []),
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
