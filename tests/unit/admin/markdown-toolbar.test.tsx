// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownToolbar } from '@/admin/ui/MarkdownToolbar';
import { fakeData, renderScreen } from './screen-harness';
import type { MediaItem } from '@/admin/data/types';

afterEach(cleanup);

const moon: MediaItem = {
  path: 'full-moon.jpg',
  url: 'https://project.supabase.co/storage/v1/object/public/blog-images/full-moon.jpg',
  publicUrl: 'https://project.supabase.co/storage/v1/object/public/blog-images/full-moon.jpg',
  alt: 'A full moon over the sea',
  size: 1200,
  created_at: '2026-11-01T00:00:00.000Z',
};

function Editor({ start }: { start: string }) {
  const [body, setBody] = useState(start);
  const toolbar = useRef<HTMLElement>(null);
  return (
    <>
      <MarkdownToolbar fieldId="body" toolbarRef={toolbar} onChange={setBody} />
      <textarea id="body" aria-label="Body" value={body} onChange={(e) => setBody(e.target.value)} />
    </>
  );
}

describe('the image button of the formatting toolbar', () => {
  it('puts the chosen library image in at the cursor, with its public address and alt text', async () => {
    renderScreen(<Editor start="Before. After." />, fakeData({ media: { list: async () => [moon] } }));
    const field = screen.getByLabelText('Body') as HTMLTextAreaElement;
    field.setSelectionRange(8, 8);
    fireEvent.click(screen.getByRole('button', { name: 'Image from the media library' }));
    fireEvent.click(await screen.findByRole('button', { name: 'A full moon over the sea' }));
    await waitFor(() =>
      expect(field.value).toBe(`Before. ![A full moon over the sea](${moon.publicUrl})After.`),
    );
    expect(screen.queryByRole('group', { name: 'Choose an image to insert' })).toBeNull();
  });

  it('says before the choice why an image without a public address cannot go in, and does not take it', async () => {
    renderScreen(
      <Editor start="Text." />,
      fakeData({ media: { list: async () => [{ ...moon, publicUrl: null }] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Image from the media library' }));
    const image = await screen.findByRole('button', { name: 'A full moon over the sea' });
    // A button that cannot work (docs/admin.md#buttons-that-cannot-work): focusable, described by why.
    expect(image.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(image.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Local preview: these images stay in this browser and have no address on the web/,
    );
    fireEvent.click(image);
    expect((screen.getByLabelText('Body') as HTMLTextAreaElement).value).toBe('Text.');
    expect(screen.getByRole('group', { name: 'Choose an image to insert' })).toBeTruthy();
  });
});
