import { expect } from 'chai';
import { FULL_SIZE, parseChaosArgs } from './parse-chaos-args.ts';

describe('chaos: parseChaosArgs', () => {
  it('runs the full size with a fresh seed when given nothing', () => {
    expect(parseChaosArgs([], () => 77)).to.deep.equal({ seed: 77, ...FULL_SIZE, only: undefined, skipBrowser: false });
  });

  it('replays a seed and chosen sessions, in both --flag value and --flag=value forms', () => {
    const args = parseChaosArgs(['--seed', '123', '--session=4,9', '--concurrency', '2', '--skip-browser'], () => 1);
    expect(args).to.include({ seed: 123, concurrency: 2, skipBrowser: true, sessions: FULL_SIZE.sessions });
    expect(args.only).to.deep.equal([4, 9]);
  });

  it('grows the session count to reach a replayed session beyond it', () => {
    expect(parseChaosArgs(['--sessions', '10', '--session', '42']).sessions).to.equal(43);
  });

  it('refuses an unknown option and a bad number, naming them', () => {
    expect(() => parseChaosArgs(['--sed', '1'])).to.throw(/unknown option "--sed"/);
    expect(() => parseChaosArgs(['--seed', 'abc'])).to.throw(/--seed must be a whole number .* \(got "abc"\)/);
    expect(() => parseChaosArgs(['--sessions', '0'])).to.throw(/--sessions must be a whole number from 1/);
    expect(() => parseChaosArgs(['--seed'])).to.throw(/got null/);
  });
});
