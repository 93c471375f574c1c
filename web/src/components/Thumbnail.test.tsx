import { fireEvent, render, screen } from '@testing-library/react';
import { initialsOf, Thumbnail } from './Thumbnail';

describe('Thumbnail', () => {
  it('shows the picture while it loads', () => {
    render(<Thumbnail src="https://img.example/kilim.png" name="Kilim House" />);
    expect(screen.getByRole('img', { name: 'Kilim House' })).toHaveAttribute('src', 'https://img.example/kilim.png');
    expect(screen.queryByTestId('thumbnail-initials')).toBeNull();
  });

  it('shows the initials when the picture fails to load, and tries a new address again', () => {
    const { rerender } = render(<Thumbnail src="https://img.example/gone.png" name="Kilim House" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByTestId('thumbnail-initials')).toHaveTextContent('KH');
    rerender(<Thumbnail src="https://img.example/new.png" name="Kilim House" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://img.example/new.png');
  });

  it('shows the initials, and asks for nothing, when the page policy would block the address', () => {
    render(<Thumbnail src="http://img.example/plain.png" name="Kilim House" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('thumbnail-initials')).toHaveTextContent('KH');
  });

  it('shows the initials when there is no picture', () => {
    render(<Thumbnail src={null} name="defne" />);
    expect(screen.getByTestId('thumbnail-initials')).toHaveTextContent('D');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words, in capitals', () => {
    expect(initialsOf('  anadolu   tekstil ticaret ')).toBe('AT');
    expect(initialsOf('Çınar')).toBe('Ç');
    expect(initialsOf('')).toBe('');
  });
});
