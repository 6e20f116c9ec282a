// The IIFE entry (dist/shopkit.js): named exports only, so they land on window.Shopkit directly.
// The elements issue adds the elements, script-tag auto-configuration and define() here.
export * from '../src/index.ts';
