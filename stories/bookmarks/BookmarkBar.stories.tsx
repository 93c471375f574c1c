import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_STARS, toggleStar, type StarState } from '@contract/bookmarks';
import { BookmarkBar } from '@web/features/bookmarks/components/BookmarkBar';
import { bookmarkLists, demoUser, firstPagesStarred } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';

interface BookmarkBarDemoProps {
  /** Which pages start starred (the contract's StarState: at most 10 starred, the rest overflow). */
  initialStars: StarState;
  onToggle: (id: string) => void;
  /** The room the top bar leaves the icons, in px (unset: the whole width). */
  width?: number;
}

/** The bar over a seller's pages, stars toggling by the contract rule as the store would apply them. */
function BookmarkBarDemo({ initialStars, onToggle, width }: BookmarkBarDemoProps) {
  const [stars, setStars] = useState(initialStars);
  const lists = bookmarkLists(demoUser('seller'), stars);
  return (
    <Padded>
      <div style={width ? { width } : undefined}>
        <BookmarkBar
          starred={lists.starred}
          overflow={lists.overflow}
          onToggle={(id) => {
            onToggle(id);
            setStars((state) => toggleStar(state, id));
          }}
        />
      </div>
    </Padded>
  );
}

const meta = {
  title: 'Shell/Bookmarks',
  component: BookmarkBarDemo,
  args: { initialStars: firstPagesStarred(demoUser('seller'), 5), onToggle: fn() },
  argTypes: { initialStars: { control: false } },
} satisfies Meta<typeof BookmarkBarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBookmarks: Story = { name: 'None', args: { initialStars: EMPTY_STARS } };

export const Some: Story = {};

/** 13 starred: 10 in the bar, 3 in the overflow menu, which the story opens. */
export const Overflow: Story = {
  args: { initialStars: firstPagesStarred(demoUser('seller'), 13) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('bookmark-icon')).toHaveLength(10);
    await userEvent.click(canvas.getByTestId('bookmark-overflow-toggle'));
    await waitFor(() => expect(canvas.getByTestId('bookmark-overflow-menu')).toBeVisible());
  },
};

/** 13 starred in a narrow top bar: the 5 icons that fit, the other 5 starred and the 3 overflowing in the menu. */
export const Narrow: Story = {
  name: 'Narrow bar',
  args: { initialStars: firstPagesStarred(demoUser('seller'), 13), width: 5 * 40 + 64 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('bookmark-icon')).toHaveLength(5));
    await expect(canvas.getByTestId('bookmark-overflow-toggle')).toHaveTextContent('8');
  },
};

export const EnglishDark: Story = { ...Overflow, name: 'Overflow, English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { ...Overflow, name: 'Overflow, Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { ...Overflow, name: 'Overflow, Turkish dark', globals: TURKISH_DARK };
