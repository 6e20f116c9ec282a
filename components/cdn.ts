// The loader, dist/shopkit.js: the one script tag a merchant pastes. It holds the client core every page needs, the
// default client configured from the tag's data-* attributes, and the element registry; each element's code is a
// chunk fetched the first time its tag appears (components/define.ts). The element classes join window.Shopkit as
// they are defined. Named exports only, so they land on window.Shopkit directly.
import { SHOP_ELEMENTS } from './define.ts';
import { autoConfigure } from './internal/loader/auto-configure.ts';
import { watchDiscountParam } from './internal/loader/discount-param.ts';
import { startElementRegistry } from './internal/loader/element-registry.ts';

export * from './internal/loader/public-api.ts';

void startElementRegistry(SHOP_ELEMENTS, 'lazy');
autoConfigure();
watchDiscountParam();
