// Which file answers a path, like a static host's rewrite rules: `/` the home page (and its list's category and page
// paths, `/category/<slug>/page/<n>/`, which it reads from the URL itself), `/products/<slug>` the product page (it
// reads the slug from the URL itself), `/account` the account page (sign-in and orders), `/checkout` the embedded
// checkout (the one page whose policy may frame the hosted checkout), `/success/<order number>` the thank-you page,
// `/search` the results page (it reads `?q=` from the URL itself), everything else 404. A prerendered page of the same path is served before the home and product pages
// (site-server.ts), as a static host serves a file before a rewrite.

export interface PageRoute {
  page:
    | 'index.html'
    | 'product.html'
    | 'cart.html'
    | 'checkout.html'
    | 'success.html'
    | 'account.html'
    | 'search.html'
    | '404.html';
  status: 200 | 404;
  orderNumber?: string;
  /** The page frames the hosted checkout (its CSP allows that origin in `frame-src`). */
  framesCheckout?: boolean;
}

const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

export function routePage(pathname: string): PageRoute {
  if (pathname === '/' || pathname === '/index.html') return { page: 'index.html', status: 200 };
  if (/^\/(category\/[^/]+\/)?(page\/[1-9]\d{0,5}\/)?$/.test(pathname)) return { page: 'index.html', status: 200 };
  if (/^\/products\/[^/]+\/?$/.test(pathname)) return { page: 'product.html', status: 200 };
  if (pathname === '/cart') return { page: 'cart.html', status: 200 };
  if (pathname === '/account') return { page: 'account.html', status: 200 };
  if (pathname === '/search') return { page: 'search.html', status: 200 };
  if (pathname === '/checkout') return { page: 'checkout.html', status: 200, framesCheckout: true };
  const success = /^\/success\/([^/]+)$/.exec(pathname)?.[1];
  if (success && ORDER_NUMBER.test(success)) return { page: 'success.html', status: 200, orderNumber: success };
  return { page: '404.html', status: 404 };
}
