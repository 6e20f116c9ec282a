// The request pipeline of the client (loaded with the first request, see ../client-parts.ts), so a page whose
// elements never call the platform (a consent banner) does not load it.
export { createTransport } from '../transport/create-transport.ts';
