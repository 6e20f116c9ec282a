// Shopkit's elements for astro check: the attributes of every element (shopkit/astro).
import type {} from 'shopkit/astro';
