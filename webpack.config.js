// @ts-check
const path = require('node:path')
const HtmlWebpackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require('mini-css-extract-plugin')
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin')
const ReactRefreshTypeScript = require('react-refresh-typescript').default

/** @type {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration} */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development'
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    target: ['web', 'es2020'],
    output: {
      path: path.resolve(__dirname, 'dist'),
      // Relative URLs and classic deferred scripts: dist/ works on any static host and from file://.
      publicPath: '',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: '[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
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
        },
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
        scriptLoading: 'defer',
      }),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })]
        : [new ReactRefreshWebpackPlugin()]),
    ],
    devServer: {
      host: 'localhost',
      port: 8080,
      hot: true,
      static: false,
      client: { overlay: { warnings: false } },
    },
    performance: { hints: false },
  }
}
