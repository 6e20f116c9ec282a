// The app's type declarations: Shopkit's elements for Vue's templates (`shopkit-storefront/vue`), and `data-*`
// attributes on any element, which Vue's own types leave out and `checkUnknownProps` (tsconfig.json) would otherwise
// refuse.
import type {} from 'shopkit-storefront/vue';

declare module 'vue' {
  interface HTMLAttributes {
    [key: `data-${string}`]: string | boolean | undefined;
  }
}
