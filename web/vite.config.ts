import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Vendor chunks evaluated ahead of the entry, each in a task of its own (entryAfterFirstPaint). */
const STAGES = [
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
] as const;

/**
 * The entry script of a page the gateway rendered (gateway/src/http/server-render.ts marks it with
 * <meta name="server-rendered">) starts after the page's first paint: the page is painted from its
 * HTML, then hydrated, instead of waiting behind the evaluation of the entry's modules. The paint
 * is seen by a PerformanceObserver (a test's fake clock leaves it alone); a hidden tab paints
 * nothing, so a timer starts it there. Any other page starts it when parsed, as a module script.
 * Either way the entry's largest imports (react-dom, then Apollo Client: STAGES) are imported
 * first, one task each, and the entry last: evaluating them all at once would be one long task of
 * the main thread. All of them start downloading at once.
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: 'entry-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {});
        const stages = STAGES.map(({ name }) => {
          const chunk = chunks.find((output) => output.type === 'chunk' && output.name === name);
          if (!chunk) throw new Error(`entry-after-first-paint: no ${name} chunk`);
          return `/${chunk.fileName}`;
        });
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_tag, src: string) =>
            `<script>(function(){var started=false,stages=${JSON.stringify(stages)};` +
            `function entry(){import(${JSON.stringify(src)})}` +
            `function stage(i){if(i===stages.length)return entry();import(stages[i]).then(function(){setTimeout(function(){stage(i+1)},0)},entry)}` +
            `function go(){if(started)return;started=true;stages.concat(${JSON.stringify(src)}).forEach(function(u){` +
            `if(document.querySelector('link[href="'+u+'"]'))return;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});stage(0)}` +
            `function start(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go);else go()}` +
            `if(!document.querySelector('meta[name="server-rendered"]')){start();return}` +
            `try{new PerformanceObserver(start).observe({type:'paint',buffered:true})}catch(e){}setTimeout(start,250)})()</script>` +
            `<link rel="modulepreload" crossorigin href="${src}">`,
        );
      },
    },
  };
}
/**
 * `vite build` is always a production build, whatever NODE_ENV the shell holds (`NODE_ENV=development
 * npm start` included): Vite settles production or development from process.env.NODE_ENV after the
 * plugins' config hooks, and development would put React's development bundle into web/dist, over
 * the initial JavaScript budget that scripts/bundle-size.mjs enforces.
 */
function productionBuild(): Plugin {
  return {
    name: 'production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

// The storefront: root web/, built to web/dist (served by the gateway). In dev, /graphql, /images
// and /files (manual PDFs) go to the gateway so the browser only ever talks to one origin.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Every text file of the build also as .br (brotli, quality 11) and .gz (gzip -9): compressed once
  // at build time, the gateway sends the one the browser accepts (@fastify/static preCompressed).
  plugins: [
    productionBuild(),
    react(),
    !isSsrBuild && entryAfterFirstPaint(),
    !isSsrBuild &&
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|html|svg|json|webmanifest)$/,
        threshold: 0,
      }),
  ],
  // '@/lib/format.ts' is web/src/lib/format.ts (tsconfig.json says the same to TypeScript).
  resolve: { alias: { '@': path.join(root, 'src') } },
  // `vite build --ssr src/app/entry-server.tsx`: the landing screens' server render, for Node
  // (web/dist-server, loaded by the gateway: gateway/src/http/server-render.ts).
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', copyPublicDir: false, sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // .vite/manifest.json: the gateway lists a landing screen's chunks in its index.html from it.
        manifest: true,
        // index.html lists the entry's imports as <link rel=modulepreload>; a lazy chunk's imports are
        // not announced at run time (Vite's helper appends a link per import, 50 while hydrating a
        // category page, for modules mostly loaded already): they load with the chunk, its
        // stylesheets still through Vite's loader. A landing screen's chunks are listed in its page
        // (gateway/src/http/route-preloads.ts). Every supported browser follows modulepreload itself.
        modulePreload: {
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
        rolldownOptions: {
          output: {
            // The chunk of generated GraphQL documents would be named graphql-<hash>.js; keep '/graphql'
            // out of asset URLs so that it only ever names the API endpoint.
            chunkFileNames: (chunk) => `assets/${chunk.name.replace(/graphql/gi, 'documents')}-[hash].js`,
            // react-dom and Apollo Client in chunks of their own, evaluated one at a time.
            advancedChunks: { groups: [...STAGES] },
          },
        },
      },
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/images': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
}));
