import type { ToolsExport } from '../data/types';

/** The downloaded export file: the document 2 §7 payload as it is (exportDate, version 1.0, count, tools), named by its date. */
export function toolsExportFile(payload: ToolsExport): { name: string; json: string } {
  return {
    name: `compatibility-tools-${payload.exportDate.slice(0, 10)}.json`,
    json: JSON.stringify(payload, null, 2),
  };
}
