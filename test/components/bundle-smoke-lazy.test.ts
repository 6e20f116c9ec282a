// dist/shopkit.js (the loader and its chunks) on a plain page: see bundle-smoke.ts.
import { describeBundleSmoke } from './bundle-smoke.ts';

describeBundleSmoke('/dist/shopkit.js');
