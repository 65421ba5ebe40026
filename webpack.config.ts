import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    port: 8080,
    historyApiFallback: true,
    hot: true,
    proxy: [{ context: ['/api', '/uploads'], target: API_ORIGIN }],
  };
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].chunk.js' : 'assets/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports point at its development build everywhere;
      // production takes its minified-friendly build without dev-only checks.
      alias: production
        ? {
            'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020' },
        },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(png|svg|jpg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html' }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              exclude: [/\.map$/, /LICENSE/],
            }),
          ]
        : []),
    ],
    optimization: { splitChunks: { chunks: 'all' } },
    // React, the router, Redux Toolkit and i18next make up the first screen (~130 kB
    // gzipped); screens and languages load lazily. Growth past this budget warns.
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 460_000, maxAssetSize: 420_000 },
    devServer,
  };
};
