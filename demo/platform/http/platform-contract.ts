// openapi.json as the platform holds it: the text the API serves at /v2/openapi.json, and its request validators,
// compiled once when the platform loads, for the commerce API and the admin API alike.
import fs from 'node:fs';
import { createRequestContract, type OpenApiDocument } from './request-contract.ts';

export const CONTRACT_TEXT = fs.readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
export const REQUEST_CONTRACT = createRequestContract(JSON.parse(CONTRACT_TEXT) as OpenApiDocument);
