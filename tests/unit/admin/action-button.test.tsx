// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton } from '@/admin/ui/ActionButton';

afterEach(cleanup);

describe('a button that cannot work says why', () => {
  it('stays focusable, is described by the reason and does nothing when pressed', () => {
    const onClick = vi.fn();
    render(
      <>
        <p id="why">No e-mail provider is configured.</p>
        <ActionButton blockedBy="why" aria-describedby="hint" onClick={onClick}>
          Send
        </ActionButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBe('hint why');
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('works as an ordinary button when nothing blocks it', () => {
    const onClick = vi.fn();
    render(
      <ActionButton blockedBy={null} onClick={onClick}>
        Run next job
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Run next job' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
