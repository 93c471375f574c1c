import { foldText, sameText, textMatches } from './text-search';

describe('foldText', () => {
  it.each([
    [['YILMAZ', 'Yılmaz', 'yılmaz', 'yilmaz', 'YİLMAZ'], 'yilmaz'],
    [['ELİF', 'Elif', 'elif', 'ELIF'], 'elif'],
    [['ŞAHİN', 'Şahin', 'sahin'], 'sahin'],
    [['KILIÇ', 'Kılıç', 'kilic'], 'kilic'],
    [['SHIRT', 'Shirt'], 'shirt'],
    [['Çinici Aegean Mirror'], 'cinici aegean mirror'],
  ])('folds %j to %s', (spellings, folded) => {
    for (const text of spellings) expect(foldText(text)).toBe(folded);
  });

  it('matches as toLocaleLowerCase("tr") would, folded, for every BMP character', () => {
    const turkish = (text: string) =>
      text
        .toLocaleLowerCase('tr')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ı/g, 'i');
    for (let code = 0; code < 0x3000; code += 1) {
      const char = String.fromCharCode(code);
      expect(foldText(`I${char}`)).toBe(turkish(`I${char}`));
    }
  });

  it('contains and equals after folding; an empty needle matches', () => {
    expect(textMatches('YILMAZ', null, 'Emre Yılmaz')).toBe(true);
    expect(textMatches('  ', 'anything')).toBe(true);
    expect(textMatches('şahin', 'Elif Kılıç')).toBe(false);
    expect(sameText(' nsa010000001 ', 'NSA010000001')).toBe(true);
    expect(sameText('NSA01', 'NSA010000001')).toBe(false);
    expect(sameText('x', null)).toBe(false);
  });
});
