// dist/shopkit.full.js (everything in one file) on a plain page: see bundle-smoke.ts.
import { describeBundleSmoke } from './bundle-smoke.ts';

describeBundleSmoke('/dist/shopkit.full.js');
