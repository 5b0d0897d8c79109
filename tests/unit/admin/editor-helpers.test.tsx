// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownImage, renderMarkdown } from '@/admin/lib/markdown';
import { useSaveShortcut } from '@/admin/ui/useSaveShortcut';

afterEach(cleanup);

describe('an image from the media library in Markdown', () => {
  it('keeps its alt text whole and renders as that image', () => {
    const text = markdownImage('https://cdn.example.org/moon.jpg', 'The [full]\nmoon');
    expect(text).toBe('![The full moon](https://cdn.example.org/moon.jpg)');
    expect(renderMarkdown(text)).toContain('<img src="https://cdn.example.org/moon.jpg" alt="The full moon"');
  });

  it('puts an address with spaces or parentheses in angle brackets', () => {
    const text = markdownImage('https://cdn.example.org/full moon (1).jpg', 'Moon');
    expect(text).toBe('![Moon](<https://cdn.example.org/full moon (1).jpg>)');
    expect(renderMarkdown(text)).toContain('src="https://cdn.example.org/full%20moon%20(1).jpg"');
  });
});

function Saver({ onSave }: { onSave: () => void }) {
  useSaveShortcut(onSave);
  return <textarea aria-label="Body" />;
}

describe('Ctrl/⌘+S', () => {
  it('saves and keeps the browser from opening its own save dialog', () => {
    const onSave = vi.fn();
    const { getByLabelText } = render(<Saver onSave={onSave} />);
    const control = new KeyboardEvent('keydown', {
      key: 's',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    getByLabelText('Body').dispatchEvent(control);
    expect(control.defaultPrevented).toBe(true);
    fireEvent.keyDown(window, { key: 'S', metaKey: true });
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('leaves other keys, a held key and Ctrl+Shift+S alone', () => {
    const onSave = vi.fn();
    render(<Saver onSave={onSave} />);
    fireEvent.keyDown(window, { key: 's' });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    fireEvent.keyDown(window, { key: 's', ctrlKey: true, repeat: true });
    expect(onSave).not.toHaveBeenCalled();
  });
});
