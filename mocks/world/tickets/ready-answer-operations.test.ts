import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { createWorld, type World } from '../world';
import { createReadyAnswer, deleteReadyAnswer, listReadyAnswers, updateReadyAnswer } from './ready-answer-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('ready answers', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('start with everyday answers in the sellers’ language, by title', () => {
    const turkish = listReadyAnswers(world, 1001).items;
    expect(turkish.map((answer) => answer.title)).toEqual(['Kargo süresi', 'Orijinal ürün', 'Teşekkürler']);
    expect(listReadyAnswers(world, 1002).items.map((answer) => answer.title)).toEqual(['Original product', 'Shipping time', 'Thank you']);
    expect(listReadyAnswers(world, 999_999).items).toEqual([]);
  });

  it('are created, edited and deleted per company', () => {
    const created = createReadyAnswer(world, 1001, { title: ' Beden ', message: 'Beden tablosu ürün sayfasındadır.' }) as ReadyAnswerListAnswer;
    const size = created.items.find((answer) => answer.title === 'Beden')!;
    expect(size.message).toBe('Beden tablosu ürün sayfasındadır.');
    expect(updateReadyAnswer(world, 1002, size.id, { title: 'X', message: 'Y' })).toBeUndefined();
    const edited = updateReadyAnswer(world, 1001, size.id, { title: 'Beden tablosu', message: 'Tabloya bakınız.' }) as ReadyAnswerListAnswer;
    expect(edited.items.find((answer) => answer.id === size.id)).toEqual({ id: size.id, title: 'Beden tablosu', message: 'Tabloya bakınız.' });
    expect(deleteReadyAnswer(world, 1002, size.id)).toBeUndefined();
    expect(deleteReadyAnswer(world, 1001, size.id)!.items.map((answer) => answer.id)).not.toContain(size.id);
    expect(listReadyAnswers(world, 1002).items).toHaveLength(3);
  });

  it('need a title and a message', () => {
    expect(createReadyAnswer(world, 1001, { title: '', message: ' ' })).toEqual({
      code: 'validation',
      fields: { title: 'validation.readyAnswerTitleRequired', message: 'validation.readyAnswerMessageRequired' },
    });
    const [first] = listReadyAnswers(world, 1001).items;
    expect(updateReadyAnswer(world, 1001, first!.id, { title: 'x'.repeat(101), message: 'm' })).toEqual({
      code: 'validation',
      fields: { title: 'validation.textTooLong' },
    });
  });
});
