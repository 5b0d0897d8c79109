import '@github/markdown-toolbar-element';
import { useRef, useState, type KeyboardEvent } from 'react';
import { markdownImage } from '../lib/markdown';
import { MediaPicker } from './MediaPicker';

/**
 * Formatting buttons for a Markdown textarea (the article editor). GitHub's <markdown-toolbar>
 * element does the text work on the selection (headings, bold, italic, link, lists, quote, each
 * undoable with the browser's own Undo) and gives the toolbar its keyboard pattern: one Tab stop,
 * arrow keys, Home and End between the buttons. The buttons are real <button>s enrolled with
 * `data-md-button`; the image comes from the media library instead of a typed address.
 */

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are declared as a namespace; a custom element is added to it there.
  namespace JSX {
    interface IntrinsicElements {
      'markdown-toolbar': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        for: string;
      };
    }
  }
}

/** The formats, by the element's style names; `keys` are the textarea's shortcuts (with Ctrl or ⌘). */
const BUTTONS = [
  { style: 'header-2', text: 'H2', label: 'H2 heading' },
  { style: 'header-3', text: 'H3', label: 'H3 subheading' },
  { style: 'bold', text: 'Bold', label: 'Bold', key: 'b', className: 'font-bold' },
  { style: 'italic', text: 'Italic', label: 'Italic', key: 'i', className: 'italic' },
  { style: 'link', text: 'Link', label: 'Link', key: 'k' },
  { style: 'unordered-list', text: 'List', label: 'List' },
  { style: 'ordered-list', text: 'Numbered', label: 'Numbered list' },
  { style: 'quote', text: 'Quote', label: 'Quote' },
] as const;

const BUTTON =
  'min-h-8 rounded-md border border-night-600 px-2 text-sm text-star-100 hover:bg-night-700 aria-expanded:bg-night-700';

/** The textarea's shortcuts, for its onKeyDown: Ctrl/⌘ + B, I or K presses that button. */
export function formatShortcut(event: KeyboardEvent<HTMLTextAreaElement>, toolbar: HTMLElement | null): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || !toolbar) return;
  const button = BUTTONS.find((entry) => 'key' in entry && entry.key === event.key.toLowerCase());
  if (!button) return;
  event.preventDefault();
  toolbar.querySelector<HTMLButtonElement>(`[data-md-button="${button.style}"]`)?.click();
}

/**
 * Puts text in place of the textarea's selection. The browser's insertText keeps Undo working;
 * where a browser lacks it, the new value goes through `onChange` like typing would.
 */
function insertAtSelection(field: HTMLTextAreaElement, text: string, onChange: (value: string) => void) {
  field.focus();
  const { selectionStart: start, selectionEnd: end, value } = field;
  if (document.execCommand?.('insertText', false, text)) return;
  onChange(value.slice(0, start) + text + value.slice(end));
  requestAnimationFrame(() => field.setSelectionRange(start + text.length, start + text.length));
}

export function MarkdownToolbar({
  fieldId,
  toolbarRef,
  onChange,
}: {
  /** The textarea's id. */
  fieldId: string;
  toolbarRef: React.RefObject<HTMLElement | null>;
  /** Sets the textarea's value when the browser cannot insert the image itself. */
  onChange: (value: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const imageButton = useRef<HTMLButtonElement>(null);

  return (
    <div className="grid gap-2">
      <markdown-toolbar
        for={fieldId}
        ref={toolbarRef}
        aria-label="Formatting"
        aria-controls={fieldId}
        className="flex flex-wrap gap-1 rounded-lg focus-visible:outline-2"
      >
        {BUTTONS.map((button) => (
          <button
            key={button.style}
            type="button"
            data-md-button={button.style}
            aria-label={button.label}
            {...('key' in button
              ? {
                  'aria-keyshortcuts': `Control+${button.key.toUpperCase()} Meta+${button.key.toUpperCase()}`,
                }
              : {})}
            className={`${BUTTON} ${'className' in button ? button.className : ''}`}
          >
            {button.text}
          </button>
        ))}
        <button
          ref={imageButton}
          type="button"
          data-md-button
          aria-label="Image from the media library"
          aria-expanded={picking}
          className={BUTTON}
          onClick={() => setPicking((open) => !open)}
        >
          Image
        </button>
      </markdown-toolbar>
      {picking && (
        <div className="card grid gap-2 p-3" role="group" aria-label="Choose an image to insert">
          <MediaPicker
            onPick={(image) => {
              setPicking(false);
              const field = document.getElementById(fieldId);
              if (field instanceof HTMLTextAreaElement)
                insertAtSelection(field, markdownImage(image.address, image.alt), onChange);
            }}
          />
          <button
            type="button"
            className="btn btn-ghost justify-self-start"
            onClick={() => {
              setPicking(false);
              imageButton.current?.focus();
            }}
          >
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
