// Shopkit's elements for astro check: the attributes of every element (shopkit-storefront/astro).
import type {} from 'shopkit-storefront/astro';
