import { expect } from '@open-wc/testing';
import { createHostMessage, parseFrameMessage } from '../../components/internal/checkout/checkout-messages.ts';

const envelope = { protocol: 'shopkit-checkout', version: 1, sessionId: 'cs_1' };

describe('embedded checkout messages', () => {
  it('reads each message type of protocol version 1 for its session', () => {
    expect(parseFrameMessage({ ...envelope, type: 'ready', height: 640.2 }, 'cs_1')).to.deep.equal({
      type: 'ready',
      height: 641,
    });
    expect(parseFrameMessage({ ...envelope, type: 'ready' }, 'cs_1')).to.deep.equal({ type: 'ready', height: null });
    expect(parseFrameMessage({ ...envelope, type: 'resize', height: 900 }, 'cs_1')).to.deep.equal({
      type: 'resize',
      height: 900,
    });
    expect(parseFrameMessage({ ...envelope, type: 'complete', orderNumber: '1001' }, 'cs_1')).to.deep.equal({
      type: 'complete',
      orderNumber: '1001',
    });
    expect(parseFrameMessage({ ...envelope, type: 'error', code: 'expired' }, 'cs_1')).to.deep.equal({
      type: 'error',
      code: 'expired',
    });
    expect(parseFrameMessage({ ...envelope, type: 'empty' }, 'cs_1')).to.deep.equal({ type: 'empty' });
  });

  const hostile: Array<[string, unknown]> = [
    ['null', null],
    ['a string', 'ready'],
    ['an array', [envelope]],
    ['another session', { ...envelope, sessionId: 'cs_2', type: 'empty' }],
    ['another version', { ...envelope, version: '1', type: 'empty' }],
    ['another protocol', { ...envelope, protocol: 'stripe', type: 'empty' }],
    ['an unknown type', { ...envelope, type: 'navigate' }],
    ['a resize without a height', { ...envelope, type: 'resize' }],
    ['a height of 0', { ...envelope, type: 'resize', height: 0 }],
    ['an endless height', { ...envelope, type: 'resize', height: Infinity }],
    ['a height that is text', { ...envelope, type: 'resize', height: '900' }],
    ['markup as order number', { ...envelope, type: 'complete', orderNumber: '<b>1</b>' }],
    ['an error without a code', { ...envelope, type: 'error' }],
    [
      'an object whose fields throw',
      new Proxy(
        {},
        {
          get() {
            throw new Error('boom');
          },
        },
      ),
    ],
  ];
  for (const [what, data] of hostile) {
    it(`ignores ${what} without throwing`, () => {
      expect(parseFrameMessage(data, 'cs_1')).to.equal(null);
    });
  }

  it('wraps a host message in the envelope', () => {
    expect(createHostMessage({ type: 'focus' }, 'cs_1')).to.deep.equal({ ...envelope, type: 'focus' });
  });
});
