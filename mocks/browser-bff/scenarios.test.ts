import { MemoryStorage } from '../../.storybook/memory-storage';
import { chosenScenario, isMockScenario, MOCK_SCENARIO_KEY, MOCK_SCENARIOS } from './scenarios';

describe('mock scenarios', () => {
  it('names the four scenarios', () => {
    expect(MOCK_SCENARIOS).toEqual(['default', 'empty', 'errors', 'slow']);
    expect(isMockScenario('slow')).toBe(true);
    expect(isMockScenario('nope')).toBe(false);
  });

  it('takes the scenario from the URL and remembers it for the next load, which may name none', () => {
    const storage = new MemoryStorage();
    expect(chosenScenario(new URLSearchParams(''), storage)).toBe('default');
    expect(chosenScenario(new URLSearchParams('scenario=slow&delay=300'), storage)).toBe('slow');
    expect(storage.getItem(MOCK_SCENARIO_KEY)).toBe('slow');
    expect(chosenScenario(new URLSearchParams(''), storage)).toBe('slow');
    expect(chosenScenario(new URLSearchParams('scenario=bogus'), storage)).toBe('slow');
    expect(chosenScenario(new URLSearchParams('scenario=default'), storage)).toBe('default');
  });
});
