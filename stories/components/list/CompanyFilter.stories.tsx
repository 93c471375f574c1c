import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompanyChoicesContext, type CompanyChoice } from '@web/components/list/company-choices';
import { FilterBar } from '@web/components/list/FilterBar';
import type { FilterField } from '@web/components/list/list-types';
import { TURKISH_LIGHT } from '../../support/globals';
import { Padded } from '../../support/layouts';

const DIRECTORY: readonly CompanyChoice[] = [
  { id: 1001, name: 'Anadolu Ev Tekstili' },
  { id: 1002, name: 'Gulf Home Goods' },
  { id: 1003, name: 'Çınar Mutfak' },
];
const FIELDS: FilterField[] = [{ kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' }];

/** The directory as the app gives it: the companies whose name or id holds the typed text. */
function WithDirectory({ values, onApply }: { values: Record<string, string>; onApply: (values: Record<string, string | undefined>) => void }) {
  const [text, setText] = useState('');
  const choices = DIRECTORY.filter((company) => `${company.id} ${company.name}`.toLocaleLowerCase().includes(text.toLocaleLowerCase()));
  return (
    <CompanyChoicesContext.Provider value={{ choices, search: setText }}>
      <Padded>
        <FilterBar fields={FIELDS} values={values} onApply={onApply} onReset={fn()} />
      </Padded>
    </CompanyChoicesContext.Provider>
  );
}

const meta = {
  title: 'Components/List/CompanyFilter',
  component: WithDirectory,
  args: { values: {}, onApply: fn() },
} satisfies Meta<typeof WithDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the field asks for a name or an ID. */
export const Empty: Story = {};

export const Picked: Story = {
  args: { values: { companyId: '1002' } },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('combobox');
    await expect(field).toHaveValue('1002');
    await userEvent.click(field);
    await expect(canvasElement.querySelector(`#${field.id}-chosen`)).toHaveTextContent('Gulf Home Goods');
  },
};

export const TypedAndApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox');
    await userEvent.type(field, 'çınar');
    await expect([...canvasElement.querySelectorAll('datalist option')].map((option) => option.textContent)).toEqual(['Çınar Mutfak']);
    await userEvent.clear(field);
    await userEvent.type(field, '1003');
    await userEvent.click(canvas.getByRole('button', { name: /apply|uygula/i }));
    await expect(args.onApply).toHaveBeenCalledWith(expect.objectContaining({ companyId: '1003' }));
  },
};

export const TurkishPicked: Story = { ...Picked, name: 'Turkish, picked', globals: TURKISH_LIGHT };
