import { expect } from 'chai';
import { createPrng, hashSeed } from './create-prng.ts';

describe('chaos: createPrng', () => {
  it('replays the same draws from the same seed', () => {
    const a = createPrng(123);
    const b = createPrng(123);
    const draws = (prng: ReturnType<typeof createPrng>) => Array.from({ length: 20 }, () => prng.int(0, 1000));
    expect(draws(a)).to.deep.equal(draws(b));
  });

  it('gives different draws for different seeds', () => {
    const draws = (seed: number) =>
      Array.from(
        { length: 8 },
        (
          (prng) => () =>
            prng.next()
        )(createPrng(seed)),
      );
    expect(draws(1)).to.not.deep.equal(draws(2));
  });

  it('keeps int() inside both bounds and reaches each of them', () => {
    const prng = createPrng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(prng.int(2, 5));
    expect([...seen].sort()).to.deep.equal([2, 3, 4, 5]);
  });

  it('forks independent streams that do not depend on how much the parent drew', () => {
    const fresh = createPrng(9).fork('session 3');
    const used = createPrng(9);
    for (let i = 0; i < 50; i++) used.next();
    expect(used.fork('session 3').next()).to.equal(fresh.next());
    expect(createPrng(9).fork('session 4').seed).to.not.equal(createPrng(9).fork('session 3').seed);
  });

  it('refuses a seed that cannot be replayed, naming the value', () => {
    expect(() => createPrng(-1)).to.throw(RangeError, /seed .* got -1/);
    expect(() => createPrng(1.5)).to.throw(RangeError, /got 1.5/);
  });

  it('hashes labels to stable 32-bit seeds', () => {
    expect(hashSeed('abc')).to.equal(hashSeed('abc'));
    expect(hashSeed('abc')).to.be.within(0, 0xffffffff);
    expect(hashSeed('abc')).to.not.equal(hashSeed('abd'));
  });
});
