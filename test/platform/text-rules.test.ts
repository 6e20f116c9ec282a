// The platform's two rules for text from outside (demo/platform/rules/): free text refuses C0 and C1 controls, bidi
// overrides and unpaired surrogates; an e-mail address follows the WHATWG `input type=email` grammar. openapi.json says
// the same rules in its FreeText, MultilineText and EmailAddress schemas, and a field that refers to them is refused by
// the request contract with the message the hand-written checks give.
import { expect } from 'chai';
import fs from 'node:fs';
import { ApiError } from '../../demo/platform/http/api-error.ts';
import { createRequestContract, type OpenApiDocument } from '../../demo/platform/http/request-contract.ts';
import {
  checkEmailAddress,
  describeEmailAddressProblem,
  EMAIL_ADDRESS_PATTERN,
  EMAIL_ADDRESS_RULE,
  isEmailAddress,
} from '../../demo/platform/rules/email-address.ts';
import {
  checkFreeText,
  describeFreeTextProblem,
  FREE_TEXT_PATTERN,
  FREE_TEXT_RULE,
  MULTILINE_TEXT_PATTERN,
} from '../../demo/platform/rules/free-text.ts';

const DOCUMENT = JSON.parse(
  fs.readFileSync(new URL('../../demo/platform/openapi.json', import.meta.url), 'utf8'),
) as OpenApiDocument & { components: { schemas: Record<string, Record<string, unknown>> } };
const SCHEMAS = DOCUMENT.components.schemas;

/** What the probes of the issue sent: a terminal escape, NEL, an OSC-8 hyperlink, a bidi override, half an emoji. */
const HOSTILE = {
  csi: 'Ann\u009b31m',
  nextLine: 'Ann\u0085Berg',
  osc8: '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
  rightToLeftOverride: 'invoice\u202egnp.exe',
  isolate: 'a\u2066b\u2069',
  loneHighSurrogate: 'Ann\ud83d',
  loneLowSurrogate: '\ude00Ann',
  nul: 'Ann\u0000',
  delete: 'Ann\u007f',
};

const caught = (work: () => unknown): ApiError => {
  try {
    work();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
};

describe('platform: the free-text rule', () => {
  it('takes what people write: accents, scripts, emoji, right-to-left text and its marks', () => {
    for (const text of ['Åsa Öberg-Ünal', 'Zoë & Co. <3', '東京都 千代田区', 'שלום\u200f עולם', 'Ann 👩‍👩‍👧 😀', ''])
      expect(describeFreeTextProblem(text), text).to.equal(null);
  });

  it('refuses every C0 and C1 control, bidi override and unpaired surrogate, naming the character and its place', () => {
    for (const [name, text] of Object.entries(HOSTILE)) expect(describeFreeTextProblem(text), name).not.to.equal(null);
    expect(describeFreeTextProblem(HOSTILE.csi)).to.equal(
      `${FREE_TEXT_RULE} (U+009B, a control character, at character 4)`,
    );
    expect(describeFreeTextProblem(HOSTILE.rightToLeftOverride)).to.equal(
      `${FREE_TEXT_RULE} (U+202E, a bidi override, at character 8)`,
    );
    expect(describeFreeTextProblem(HOSTILE.loneHighSurrogate)).to.equal(
      `${FREE_TEXT_RULE} (U+D83D, an unpaired surrogate, at character 4)`,
    );
    for (let code = 0; code <= 0x9f; code += 1) {
      const control = code < 0x20 || code >= 0x7f;
      expect(describeFreeTextProblem(`a${String.fromCharCode(code)}b`) !== null, `U+${code.toString(16)}`).to.equal(
        control,
      );
    }
  });

  it('takes line breaks and tabs in a multi-line field, and nothing more', () => {
    expect(describeFreeTextProblem('One\r\nTwo\n\tThree', { multiline: true })).to.equal(null);
    expect(describeFreeTextProblem('One\nTwo')).to.contain('U+000A');
    expect(describeFreeTextProblem('One\n\u009bTwo', { multiline: true })).to.contain('U+009B');
  });

  it('throws the API 400 naming the field, with the value quoted and its controls written as escapes', () => {
    const error = caught(() => checkFreeText('name', HOSTILE.csi));
    expect(error.status).to.equal(400);
    expect(error.extras.details).to.deep.equal({ field: 'name' });
    expect(error.message).to.equal(
      `name ${FREE_TEXT_RULE} (U+009B, a control character, at character 4) (got "Ann\\u009b31m")`,
    );
    expect(error.message).not.to.match(/[\u0080-\u009f\u202a-\u202e]/);
  });

  it('is the FreeText and MultilineText patterns of openapi.json, worded by the same x-rule', () => {
    expect(SCHEMAS.FreeText).to.include({ pattern: FREE_TEXT_PATTERN, 'x-rule': FREE_TEXT_RULE });
    expect(SCHEMAS.MultilineText).to.include({ pattern: MULTILINE_TEXT_PATTERN, 'x-rule': FREE_TEXT_RULE });
    const single = new RegExp(FREE_TEXT_PATTERN, 'u');
    const multi = new RegExp(MULTILINE_TEXT_PATTERN, 'u');
    for (const text of [...Object.values(HOSTILE), 'Ann\nBerg', 'Ann 😀', 'Åsa'])
      expect(single.test(text), JSON.stringify(text)).to.equal(describeFreeTextProblem(text) === null);
    for (const text of [...Object.values(HOSTILE), 'Ann\r\nBerg\t', 'Ann 😀'])
      expect(multi.test(text), JSON.stringify(text)).to.equal(
        describeFreeTextProblem(text, { multiline: true }) === null,
      );
  });
});

describe('platform: the e-mail address rule', () => {
  const VALID = [
    'ann@example.com',
    'ann.berg+orders@shop.example.se',
    "o'brien!#$%&*/=?^_`{|}~-@x.se",
    'ann@localhost',
    'ANN@EXAMPLE.COM',
    'a@xn--exmple-cua.se',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.se`,
  ];
  const INVALID = [
    '<script>alert(1)</script>@x.se',
    'a\u0001b@x.se',
    '"><svg/onload=alert(1)>@x.se',
    '"ann"@example.com',
    'ann@[127.0.0.1]',
    'ann example@x.se',
    'ann@exämple.se',
    'ann@-x.se',
    'ann@x-.se',
    'ann@x..se',
    'ann@.x.se',
    'ann@',
    '@x.se',
    'ann',
    'ann@x.se\u009b',
    `ann@${'b'.repeat(64)}.se`,
    `${'a'.repeat(250)}@x.se`,
    '',
  ];

  it('takes what a browser’s email field takes', () => {
    for (const address of VALID) expect(isEmailAddress(address), address).to.equal(true);
  });

  it('refuses markup, controls, quoted parts, IP literals, spaces, bad labels and addresses past 254 characters', () => {
    for (const address of INVALID) expect(isEmailAddress(address), JSON.stringify(address)).to.equal(false);
    expect(isEmailAddress(42)).to.equal(false);
  });

  it('throws the API 400 naming the field, with the value quoted and its controls written as escapes', () => {
    const error = caught(() => checkEmailAddress('email', 'a\u0001b\u009b@x.se'));
    expect(error.extras.details).to.deep.equal({ field: 'email' });
    expect(error.message).to.equal(`email ${EMAIL_ADDRESS_RULE} (got "a\\u0001b\\u009b@x.se")`);
    expect(describeEmailAddressProblem('email', 'a\u0001b\u009b@x.se')).to.equal(error.message);
  });

  it('is the EmailAddress schema of openapi.json: a field referring to it is refused with the same message', () => {
    expect(SCHEMAS.EmailAddress).to.include({
      pattern: EMAIL_ADDRESS_PATTERN,
      maxLength: 254,
      'x-rule': EMAIL_ADDRESS_RULE,
    });
    const probe = structuredClone(DOCUMENT);
    probe.paths = {
      '/v2/probe': {
        post: {
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    email: { $ref: '#/components/schemas/EmailAddress' },
                    name: { allOf: [{ $ref: '#/components/schemas/FreeText' }], type: 'string', maxLength: 100 },
                  },
                },
              },
            },
          },
        },
      },
    };
    const contract = createRequestContract(probe);
    const refusal = (body: unknown) =>
      caught(() => contract.check('POST', '/v2/probe', { query: new URLSearchParams(), body }));
    for (const address of INVALID) {
      const error = refusal({ email: address });
      expect(error.message, JSON.stringify(address)).to.equal(describeEmailAddressProblem('email', address));
    }
    for (const address of VALID)
      expect(() =>
        contract.check('POST', '/v2/probe', { query: new URLSearchParams(), body: { email: address } }),
      ).not.to.throw();
    const name = refusal({ name: HOSTILE.csi });
    expect(name.extras.details).to.deep.equal({ field: 'name' });
    expect(name.message).to.equal(`name ${FREE_TEXT_RULE} (got "Ann\\u009b31m")`);
  });
});
