// Defines every Shopkit element before an element suite runs, through one of three paths, so each suite runs
// against each: from the sources, eagerly (the default); through the built lazy loader, dist/shopkit.js, whose
// registry fetches every chunk from dist/chunks/; or through the built single file, dist/shopkit.full.js. The
// browser group (web-test-runner.config.mjs) picks the path with `window.__SHOPKIT_TEST_BUILD`.
import { SHOP_ELEMENTS, defineShopElements } from '../../components/define.ts';
import { defineTexts as defineTextsFromSource } from '../../components/internal/texts/define-texts.ts';

type Build = 'lazy' | 'full';
interface BuiltShopkit {
  defineTexts: typeof defineTextsFromSource;
  whenDefined(tag: string): Promise<CustomElementConstructor>;
}

const SCRIPTS: Record<Build, string> = { lazy: '/dist/shopkit.js', full: '/dist/shopkit.full.js' };

/** The build under test, or null for the sources. */
export const BUILD = ((globalThis as { __SHOPKIT_TEST_BUILD?: Build }).__SHOPKIT_TEST_BUILD ?? null) as Build | null;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load: run npm run build first`));
    document.head.append(script);
  });
}

async function defineFromBuild(build: Build): Promise<BuiltShopkit> {
  await loadScript(SCRIPTS[build]);
  const shopkit = (globalThis as unknown as { Shopkit: BuiltShopkit }).Shopkit;
  await Promise.all(Object.keys(SHOP_ELEMENTS).map((tag) => shopkit.whenDefined(tag)));
  return shopkit;
}

const built = BUILD ? await defineFromBuild(BUILD) : null;
if (!built) await defineShopElements();

/** Shopkit.defineTexts of the build under test (the texts the elements on the page read). */
export const defineTexts: typeof defineTextsFromSource = built ? built.defineTexts : defineTextsFromSource;
