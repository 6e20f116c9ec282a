// Names joined in a language of the built-in texts are exactly what this browser's Intl.ListFormat conjunction gives,
// and joining them makes no Intl object (texts/join-list.ts).
import { expect } from '@open-wc/testing';
import { joinList } from '../../components/internal/texts/join-list.ts';
import { accountTextsFor } from '../../components/internal/texts/account-texts.ts';
import { recordIntlObjects } from './catalogue/intl-objects-made.ts';

const NAMES = ['Size', 'Colour', 'Material', 'Fit', 'Length'];
const LISTS = NAMES.map((_, count) => NAMES.slice(0, count)).concat([NAMES, ['Storlek, färg', 'Ärmlängd']]);

describe('joinList', () => {
  for (const language of ['en', 'sv'] as const)
    it(`joins 0 to 5 names in ${language} as Intl.ListFormat does, making no Intl object`, () => {
      const recording = recordIntlObjects();
      let joined: string[];
      try {
        joined = LISTS.map((names) => joinList(language, names));
      } finally {
        recording.restore();
      }
      expect(recording.made).to.deep.equal([]);
      const intl = new Intl.ListFormat(language, { type: 'conjunction' });
      expect(joined).to.deep.equal(LISTS.map((names) => intl.format(names)));
    });
});

describe('the account texts', () => {
  it('join the names of a reorder as the catalogue joins its option names', () => {
    const names = ['Tee (Large)', 'Mug', 'Throw'];
    expect(accountTextsFor('en').reordered(1, names, [], [])).to.equal(
      'Added to your cart. Tee (Large), Mug, and Throw are no longer sold.',
    );
    expect(accountTextsFor('sv').reordered(0, [], names, [])).to.include('Tee (Large), Mug och Throw är slutsålda.');
  });
});
