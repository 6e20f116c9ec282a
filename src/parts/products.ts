// The product reads of the client (loaded on first use, see ../client-parts.ts).
export { createProducts } from '../resources/products.ts';
