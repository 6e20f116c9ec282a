// The single-file build, dist/shopkit.full.js: the same window.Shopkit as dist/shopkit.js with every element in the
// file and defined at once, for those who self-host one file or cannot serve the chunk folder.
import { SHOP_ELEMENTS } from './define.ts';
import { autoConfigure } from './internal/loader/auto-configure.ts';
import { watchDiscountParam } from './internal/loader/discount-param.ts';
import { startElementRegistry } from './internal/loader/element-registry.ts';

export * from './internal/loader/public-api.ts';

void startElementRegistry(SHOP_ELEMENTS, 'eager');
autoConfigure();
watchDiscountParam();
