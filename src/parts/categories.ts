// The category reads of the client (loaded on first use, see ../client-parts.ts).
export { createCategories } from '../resources/categories.ts';
