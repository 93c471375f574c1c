import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toggleStar } from '@contract/bookmarks';
import { NavbarSearch } from '@web/features/search/components/NavbarSearch';
import { languageOf } from '../../.storybook/story-environment';
import { demoUser, firstPagesStarred, searchGroupsFor } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';

interface NavbarSearchDemoProps {
  onNavigate: (link: string) => void;
  onToggleStar: (id: string) => void;
}

const seller = demoUser('seller');

/** The search box over a seller's pages (the main-search answer), the first five already starred. */
function NavbarSearchDemo({ onNavigate, onToggleStar }: NavbarSearchDemoProps) {
  const [stars, setStars] = useState(() => firstPagesStarred(seller, 5));
  return (
    <Padded>
      <div className="d-flex" style={{ maxWidth: '28rem' }}>
        <NavbarSearch
          groups={searchGroupsFor(seller)}
          starredIds={new Set([...stars.starred, ...stars.overflow])}
          onNavigate={onNavigate}
          onToggleStar={(id) => {
            onToggleStar(id);
            setStars((state) => toggleStar(state, id));
          }}
        />
      </div>
    </Padded>
  );
}

const meta = {
  title: 'Shell/Navbar search',
  component: NavbarSearchDemo,
  args: { onNavigate: fn(), onToggleStar: fn() },
} satisfies Meta<typeof NavbarSearchDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

export const Empty: Story = {};

/** Focused with an empty box: every page the seller may open. */
export const Browsing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(searchBox(canvasElement));
    await expect((await within(canvasElement).findAllByTestId('search-result')).length).toBeGreaterThan(6);
  },
};

/** Typing narrows to at most six suggestions, in the interface language. */
export const Typing: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.type(searchBox(canvasElement), languageOf(globals.locale) === 'tr' ? 'sipariş' : 'order');
    await expect((await within(canvasElement).findAllByTestId('search-result')).length).toBeGreaterThan(0);
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'xyzzy');
    await expect(within(canvasElement).queryAllByTestId('search-result')).toHaveLength(0);
  },
};

export const EnglishDark: Story = { ...Typing, name: 'Typing, English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { ...Typing, name: 'Typing, Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { ...Typing, name: 'Typing, Turkish dark', globals: TURKISH_DARK };
