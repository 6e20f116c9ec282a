// One table of publishable keys as the real service issues them (docs/design.md "Keys"), run against
// parsePublishableKey, createShopkitClient, the script tag and the platform: all four must agree.

export interface AcceptedKeyCase {
  name: string;
  key: string;
  /** The shop prefix, exactly as written in the key. */
  shopPrefix: string;
  /** The secret, which no message may ever show. */
  secret: string;
}
export interface RefusedKeyCase {
  name: string;
  key: string;
  /** Text of the key that no message may show (its secret part), or null when it has none worth hiding. */
  secret: string | null;
}

export const ACCEPTED_KEYS: readonly AcceptedKeyCase[] = [
  {
    name: 'the demo key',
    key: 'shop_pk_demo_demo0publishable0key',
    shopPrefix: 'demo',
    secret: 'demo0publishable0key',
  },
  {
    name: 'a prefix of digits and an upper-case letter',
    key: 'shop_pk_101928Y_Pr1nt',
    shopPrefix: '101928Y',
    secret: 'Pr1nt',
  },
  { name: 'a one-character secret', key: 'shop_pk_101928Y_x', shopPrefix: '101928Y', secret: 'x' },
  {
    name: 'a mixed-case prefix with hyphens, kept as written',
    key: 'shop_pk_My-Shop-2_S3cretKey',
    shopPrefix: 'My-Shop-2',
    secret: 'S3cretKey',
  },
  { name: 'an all-digit secret', key: 'shop_pk_ABC_20251106', shopPrefix: 'ABC', secret: '20251106' },
  {
    name: 'a long secret',
    key: `shop_pk_demo_${'Ab9'.repeat(60)}`,
    shopPrefix: 'demo',
    secret: 'Ab9'.repeat(60),
  },
];

export const REFUSED_KEYS: readonly RefusedKeyCase[] = [
  { name: 'a personal access token', key: 'shop_pat_demo_Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'a personal access token without a shop', key: 'shop_pat_Q1w2E3r4T5y6', secret: 'Q1w2E3r4T5y6' },
  { name: 'an empty secret', key: 'shop_pk_demo_', secret: null },
  { name: 'a missing secret', key: 'shop_pk_demo', secret: null },
  { name: 'a missing shop prefix', key: 'shop_pk__Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'nothing after the prefix', key: 'shop_pk_', secret: null },
  { name: 'a REST key', key: 'shop_sk_demo_Zz99Zz99Zz99', secret: 'Zz99Zz99Zz99' },
  { name: 'another prefix', key: 'shop_live_demo_Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'an upper-case kind', key: 'SHOP_PK_demo_Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'an underscore inside the shop prefix', key: 'shop_pk_my_shop_Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'a symbol in the secret', key: 'shop_pk_demo_Abc123!Abc', secret: 'Abc123!Abc' },
  { name: 'a non-ASCII letter in the shop prefix', key: 'shop_pk_smörgås_Abc123Abc123', secret: 'Abc123Abc123' },
  { name: 'a space inside', key: 'shop_pk_demo_Abc123 Abc123', secret: 'Abc123 Abc123' },
  { name: 'a bare secret', key: 'Abc123Abc123', secret: 'Abc123Abc123' },
];
