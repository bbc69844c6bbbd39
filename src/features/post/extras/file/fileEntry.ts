/**
 * Rules of the file page (spec 003 "File page"; inventory `file-page`, E64). Pure.
 *
 * Decisions: sizes are shown in binary units with one decimal from KB up ("2.3 MB"); "Open in Panels" (the iOS comic
 * reader) opens Panels' import link with the file's download URL (`https://panels.app/import?url=…`, designed: the
 * spec names the link, not its target); the route is `/file/{name}` (inventory (P)).
 */
import { matchRoute } from '../../../../kit/routes';

export const fileSizeUnits = ['B', 'KB', 'MB', 'GB'] as const;
export type FileSizeUnit = (typeof fileSizeUnits)[number];

/** A byte count as a value and unit: 512 → 512 B, 734 003 → 716.8 KB, 2 457 600 → 2.3 MB. */
export function fileSize(numBytes: number): { value: string; unit: FileSizeUnit } {
  let value = Math.max(0, numBytes);
  let i = 0;
  while (value >= 1024 && i < fileSizeUnits.length - 1) {
    value /= 1024;
    i++;
  }
  const unit = fileSizeUnits[i]!;
  return { value: unit === 'B' ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, ''), unit };
}

/** The Panels import link for a download URL, or `null` without one. */
export function panelsHref(downloadUrl: string | null | undefined): string | null {
  if (!downloadUrl) return null;
  return `https://panels.app/import?url=${encodeURIComponent(downloadUrl)}`;
}

/** The name in a `/file/{name}` path (the kit's routes table; a malformed escape is no match), or `null`. */
export function fileNameFromPath(pathname: string): string | null {
  const route = matchRoute(pathname);
  return route?.screen === 'file' ? route.params.name! : null;
}
