// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalPreviewData } from '@/admin/data/local';
import { toolsExportFile } from '@/admin/lib/tools-export';

/** The compatibility tools export (docs/constants.md#tool-records): the downloaded JSON keeps exportDate and version 1.0. */
beforeEach(() => localStorage.clear());

describe('export JSON', () => {
  it('writes exportDate, version 1.0, the count and every tool into the file, named by the date', async () => {
    const payload = await createLocalPreviewData().tools.exportData();
    const file = toolsExportFile(payload);
    const parsed = JSON.parse(file.json) as Record<string, unknown>;
    expect(parsed.version).toBe('1.0');
    expect(typeof parsed.exportDate).toBe('string');
    expect(new Date(parsed.exportDate as string).toISOString()).toBe(parsed.exportDate);
    expect(Math.abs(Date.parse(parsed.exportDate as string) - Date.now())).toBeLessThan(60_000);
    expect(parsed.toolsCount).toBe((parsed.tools as unknown[]).length);
    expect(parsed.toolsCount).toBeGreaterThan(0);
    expect(file.name).toBe(`compatibility-tools-${(parsed.exportDate as string).slice(0, 10)}.json`);
  });

  it('keeps switched-off tools in the export', async () => {
    const data = createLocalPreviewData();
    await data.tools.update('marriage-calculator', { is_active: false });
    const { tools } = JSON.parse(toolsExportFile(await data.tools.exportData()).json) as {
      tools: { id: string; is_active: boolean }[];
    };
    expect(tools.find((tool) => tool.id === 'marriage-calculator')?.is_active).toBe(false);
  });
});
