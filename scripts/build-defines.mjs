// Build-time constants for esbuild's `define` (esbuild.mjs, and the build-defines test). An origin left unset is
// defined as `undefined`, so the minifier folds src/config/defaults.ts's `typeof X !== 'undefined' ? X : '<default>'`
// down to the default string; SHOPKIT_API_URL / SHOPKIT_CHECKOUT_URL replace the defaults.
const origin = (value) => (value ? JSON.stringify(value) : 'undefined');

export function buildDefines(env, version) {
  return {
    __SHOPKIT_VERSION__: JSON.stringify(version),
    __SHOPKIT_API_URL__: origin(env.SHOPKIT_API_URL),
    __SHOPKIT_CHECKOUT_URL__: origin(env.SHOPKIT_CHECKOUT_URL),
  };
}
