import { companyProfile } from './company-info.resources';

describe('the company profile commands', () => {
  it('change the session with a new logo only (the top bar shows it)', () => {
    const changing = Object.entries(companyProfile.commands).flatMap(([name, command]) => (command.changesSession ? [name] : []));
    expect(changing).toEqual(['logo']);
  });
});
