// The app's type declarations: Shopkit's elements and its `data-shop-*` attributes for Vue's templates
// (`shopkit-storefront/vue`), and the app's own `data-testid`, which Vue's types leave out and `checkUnknownProps`
// (tsconfig.json) would otherwise refuse.
import type {} from 'shopkit-storefront/vue';

declare module 'vue' {
  interface HTMLAttributes {
    'data-testid'?: string;
  }
}
