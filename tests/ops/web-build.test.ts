// `npm start` (and `npm test`, `npm run bench`) build web/dist with `vite build`, which must be a
// production build whatever NODE_ENV the shell holds: with NODE_ENV=development Vite would bundle
// React's development build, over the initial JavaScript budget that stops the start
// (scripts/bundle-size.mjs). The web's Vite config is resolved for a build as `vite build` resolves
// it (command build, default mode and NODE_ENV production), under each NODE_ENV a shell may hold.
import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '../../web');
const shellNodeEnv = process.env.NODE_ENV;

afterEach(() => {
  if (shellNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = shellNodeEnv;
});

describe("the web client's build", () => {
  it.each(['development', 'test', 'staging', undefined])('is a production build with NODE_ENV=%s', async (nodeEnv) => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    for (const ssr of [false, true]) {
      const config = await resolveConfig(
        { root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'silent', build: { ssr } },
        'build',
        'production',
        'production',
      );
      expect(config.isProduction, `ssr: ${ssr}`).toBe(true);
      // What the build replaces process.env.NODE_ENV with in the client bundle (React's choice of build).
      expect(process.env.NODE_ENV).toBe('production');
    }
  });

  it('leaves the dev server in development', async () => {
    delete process.env.NODE_ENV;
    const config = await resolveConfig(
      { root: web, configFile: path.join(web, 'vite.config.ts'), logLevel: 'silent' },
      'serve',
    );
    expect(config.isProduction).toBe(false);
  });
});
