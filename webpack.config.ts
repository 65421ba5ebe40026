import { createHash } from 'node:crypto';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { type Compilation, type Compiler, type Configuration, sources } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';
import { LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from './src/i18n/config';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** Text assets the server sends compressed: brotli and gzip made here, served as files (`preCompressed`). */
const COMPRESSIBLE = /\.(js|css|html|json|webmanifest|txt|svg)$/;

/** Public files the service worker precaches beside the entry chunks: the shell and its icons. */
const SHELL_FILES = /^(index\.html|manifest\.webmanifest|icons\/[^/]+\.png|assets\/first-screen\.\w+\.js)$/;

/**
 * The first screen's own chunks start downloading beside the entry scripts instead of after them
 * (issue 12: they are otherwise asked for only once the vendor and main scripts have arrived and
 * run). index.html gets a tiny async script, assets/first-screen.<hash>.js (a file: the CSP allows
 * no inline script), that preloads the chunk and translations of the screen the app will show:
 * signed out, the login form; signed in at / or /select-restaurant, the restaurants (what
 * src/app/boot.ts prepares, with the namespaces src/app/screens.ts gives them). Other routes
 * load as before.
 */
class FirstScreenPreloadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenPreload', (compilation) => {
      let scriptName = '';
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenPreload', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const entryFiles = new Set(compilation.entrypoints.get('main')?.getFiles());
          const filesOf = (name: string) =>
            (compilation.namedChunkGroups.get(name)?.chunks ?? [])
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => !entryFiles.has(file) && /\.(js|css)$/.test(file))
              .map((file) => file.replace(/^assets\//, ''));
          const screens = { login: filesOf('login'), 'select-restaurant': filesOf('select-restaurant') };
          // Per language, the content hashes of its common, auth and catalog chunks (the names follow).
          const languages: Record<string, string[]> = {};
          for (const language of SUPPORTED_LANGUAGES) {
            languages[language] = ['common', 'auth', 'catalog'].map((namespace) => {
              const file = filesOf(`i18n-${language}-${namespace}-json`)[0] ?? '';
              return /\.(\w+)\.chunk\.js$/.exec(file)?.[1] ?? '';
            });
          }
          // Signed in (a stored token) at / or /select-restaurant: the restaurants; signed out: the
          // login form. The language as src/i18n/index.ts detects it (Serbian in Latin script is
          // made from the Cyrillic files).
          const source = `(function(S,L){try{var s=localStorage,p=location.pathname,c=p==="/"||p==="/select-restaurant"?(s.getItem("accessToken")||s.getItem("refreshToken")?"select-restaurant":"login"):"";if(!c)return;var t=[s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})].concat([].slice.call(navigator.languages||[navigator.language])),l="en";for(var j=0;j<t.length;j++){var x=(t[j]||"").split(/[-_]/)[0].toLowerCase();if(x==="sh")x="sr";if(L[x]){l=x;break}}var n=c==="login"?1:2,u=S[c].concat("i18n-"+l+"-common-json."+L[l][0]+".chunk.js","i18n-"+l+"-"+(n===1?"auth":"catalog")+"-json."+L[l][n]+".chunk.js");for(var k=0;k<u.length;k++){var e=document.createElement("link");e.rel="preload";e.as=u[k].slice(-4)===".css"?"style":"script";e.href="/assets/"+u[k];document.head.appendChild(e)}}catch(e){}})(${JSON.stringify(screens)},${JSON.stringify(languages)});`;
          const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
          scriptName = `assets/first-screen.${hash}.js`;
          compilation.emitAsset(scriptName, new sources.RawSource(source), { immutable: true });
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'FirstScreenPreload',
        (data) => {
          if (scriptName) {
            data.headTags.unshift(
              HtmlWebpackPlugin.createHtmlTagObject('script', { src: `/${scriptName}`, async: true }),
            );
          }
          return data;
        },
      );
    });
  }
}

/** V8's explicit compile hint (Chromium 136 and later): compile every function of this file at once. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts that run as soon as they arrive (the entry's and each screen's, live orders too;
 * not the translations, which are data) start with V8's compile hint. V8 then compiles their
 * functions while the file streams in, on a background thread, instead of each one on the main
 * thread at its first call. On a phone those first calls were most of the start's long tasks
 * (issue 12). Added after the minifier, which would drop the comment; before the source maps and
 * the content hashes, which count it.
 */
class CompileHintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHint',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          const entryChunks = new Set(compilation.entrypoints.get('main')?.chunks);
          for (const chunk of compilation.chunks) {
            const screen = typeof chunk.name === 'string' && !chunk.name.startsWith('i18n-');
            if (!entryChunks.has(chunk) && !screen) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}

/**
 * The app shell the service worker precaches: index.html, the manifest and icons, and the entry
 * point's own JS and CSS. Screens and languages are cached when first used (src/sw.ts), not
 * all of them on the first visit.
 */
function isShellAsset({
  asset,
  compilation,
}: {
  asset: { name: string };
  compilation: Compilation;
}): boolean {
  if (SHELL_FILES.test(asset.name)) return true;
  const entry = compilation.entrypoints.get('main');
  return entry?.getFiles().includes(asset.name) ?? false;
}

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
    // Production source maps are written for error reports but not referenced from the bundles, and the
    // server refuses to serve them (server/src/plugins/static-files.ts).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
            new FirstScreenPreloadPlugin(),
            new CompileHintPlugin(),
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              include: [isShellAsset],
            }),
            // After the service worker's manifest (which lists no .br or .gz): every text asset,
            // sw.js too, also as brotli and gzip files beside it (the plugin's defaults: the
            // highest levels, brotli 11 and gzip 9; made once per build, sent many times).
            new CompressionPlugin({
              test: COMPRESSIBLE,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              threshold: 0,
              minRatio: 1,
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              threshold: 0,
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: { chunks: 'all' },
      // '...' keeps webpack's JS minimizer (terser); CSS is minified by cssnano.
      minimizer: ['...', new CssMinimizerPlugin()],
    },
    // React, the router, Redux Toolkit and i18next make up the first screen (~130 kB
    // gzipped); screens and languages load lazily. Growth past this budget warns.
    performance: { hints: production ? 'warning' : false, maxEntrypointSize: 460_000, maxAssetSize: 420_000 },
    devServer,
  };
};
