// The build-time origin overrides: the default build carries the default origins with no run-time lookup left, and
// SHOPKIT_API_URL / SHOPKIT_CHECKOUT_URL replace them.
import { expect } from 'chai';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildDefines } from '../../scripts/build-defines.mjs';

async function bundleCore(env: Record<string, string>): Promise<string> {
  const result = await build({
    entryPoints: ['src/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    define: buildDefines(env, '9.9.9'),
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('build defines', () => {
  it('folds the default origins into the bundle with no global lookup left', async () => {
    const code = await bundleCore({});
    expect(code).to.contain('https://commerce.shopkit.app').and.to.contain('https://checkout.shopkit.app');
    expect(code).not.to.contain('__SHOPKIT_');
    expect(code).to.contain('"9.9.9"');
  });

  it('replaces the default origins with SHOPKIT_API_URL and SHOPKIT_CHECKOUT_URL', async () => {
    const code = await bundleCore({
      SHOPKIT_API_URL: 'https://api.example.test',
      SHOPKIT_CHECKOUT_URL: 'https://pay.example.test',
    });
    expect(code).to.contain('https://api.example.test').and.to.contain('https://pay.example.test');
    expect(code).not.to.contain('commerce.shopkit.app');
  });
});
