// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountPreview, setUpPreviewAppPerTest } from './preview-app';

/**
 * The checks the automation and generator screens make before anything runs, in the local preview.
 * Runs against the (fake) AI provider, and the screens with no key on the server, stay in the
 * browser (tests/e2e/automation.spec.ts, ai-generator.spec.ts).
 */
setUpPreviewAppPerTest();

/** The status function's answer on a server with an AI key. */
const WITH_KEY = { '/api/admin-status': { ai: { configured: true }, deployHook: { configured: false } } };

describe('the workflow editor', () => {
  it('refuses a workflow that publishes without the validation step before it', async () => {
    await mountPreview('/admin/automation/workflows');
    fireEvent.click(await screen.findByRole('button', { name: 'New workflow' }));
    fireEvent.change(screen.getByLabelText('Workflow name'), { target: { value: 'Auto-publish' } });
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove “Validate against the SEO and content rules”' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Hold as a draft for review”' }));
    const add = screen.getByLabelText('Add a step') as HTMLSelectElement;
    const publish = [...add.options].find((option) => option.text === 'Publish when every check passes')!;
    fireEvent.change(add, { target: { value: publish.value } });
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Publishing needs the validation step before it.',
      ),
    );
  });
});

describe('the article generator', () => {
  it('asks for both required inputs before calling anything', async () => {
    const { fetched } = await mountPreview('/admin/ai-generator', 'admin', WITH_KEY);
    await screen.findByRole('heading', { level: 1, name: 'AI article generator' });
    const button = (await screen.findByRole('button', { name: 'Generate article' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Target keyword'), { target: { value: 'mars in leo' } });
    fireEvent.change(screen.getByLabelText('Custom instructions'), { target: { value: '   ' } });
    const before = fetched().length;
    fireEvent.click(button);
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) =>
            alert.textContent?.includes('Target keyword and custom instructions are required'),
          ),
      ).toBe(true),
    );
    expect(fetched()).toHaveLength(before);
  });
});
