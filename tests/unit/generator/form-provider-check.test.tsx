// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormView } from '@/admin/areas/generator/FormView';
import { renderScreen } from '../admin/screen-harness';
import type { AdminData, ServiceStatusReport } from '@/admin/data/interfaces';

afterEach(cleanup);

describe('the generator form', () => {
  it('asks the server about the AI provider once, for both the notice and the button', async () => {
    const serviceStatus = vi.fn(async (): Promise<ServiceStatusReport> => ({
      ai: { configured: false },
      deployHook: { configured: false },
    }));
    const data = { kind: 'local-preview', serviceStatus } as unknown as AdminData;
    renderScreen(<FormView />, data);
    expect(await screen.findByTestId('provider-missing')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate article' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(serviceStatus).toHaveBeenCalledTimes(1);
  });
});
