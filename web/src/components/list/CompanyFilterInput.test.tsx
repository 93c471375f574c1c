import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyChoicesContext, type CompanyChoices } from './company-choices';
import { FilterBar } from './FilterBar';
import type { FilterField } from './list-types';

const fields: FilterField[] = [{ kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' }];

function renderWith(choices: CompanyChoices, values: Record<string, string> = {}) {
  const onApply = vi.fn();
  render(
    <CompanyChoicesContext.Provider value={choices}>
      <FilterBar fields={fields} values={values} onApply={onApply} onReset={vi.fn()} />
    </CompanyChoicesContext.Provider>,
  );
  return onApply;
}

describe('the company filter', () => {
  it('asks the directory for what is typed, offers its companies by name, and applies the id', async () => {
    const search = vi.fn();
    const onApply = renderWith({ choices: [{ id: 1002, name: 'Gulf Home Goods' }], search });
    const field = screen.getByLabelText('Company');
    await userEvent.type(field, 'Gu');
    expect(search).toHaveBeenLastCalledWith('Gu');
    const option = document.querySelector(`#${field.getAttribute('list')} option`);
    expect([option?.getAttribute('value'), option?.textContent]).toEqual(['1002', 'Gulf Home Goods']);
    await userEvent.clear(field);
    await userEvent.type(field, '1002');
    expect(document.getElementById(`${field.id}-chosen`)).toHaveTextContent('Gulf Home Goods');
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-chosen`);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ companyId: '1002' }));
  });

  it('is a plain id field without a directory', () => {
    renderWith({ choices: [], search: () => {} }, { companyId: '1003' });
    expect(screen.getByLabelText('Company')).toHaveValue('1003');
    expect(document.querySelectorAll('datalist option')).toHaveLength(0);
  });
});
