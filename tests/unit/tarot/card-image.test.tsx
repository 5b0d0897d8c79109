// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import CardImage from '@/islands/tarot/CardImage';

describe('CardImage', () => {
  afterEach(cleanup);

  it('walks the fallback chain on each load error and stops at the face-down default', () => {
    render(<CardImage name="The Hanged Man" alt="The Hanged Man" />);
    const img = screen.getByRole('img', { name: 'The Hanged Man' });
    expect(img.getAttribute('src')).toBe('/tarot/cards/the-hanged-man.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/tarot/cards/hanged-man.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/tarot/card-back.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/tarot/card-back.svg');
  });
});
