import type { ToolsExport } from '../data/types';

/** The downloaded export file: the payload as it is (docs/constants.md#tool-records) (exportDate, version 1.0, count, tools), named by its date. */
export function toolsExportFile(payload: ToolsExport): { name: string; json: string } {
  return {
    name: `compatibility-tools-${payload.exportDate.slice(0, 10)}.json`,
    json: JSON.stringify(payload, null, 2),
  };
}
