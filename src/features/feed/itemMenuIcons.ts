import { Archive, BellOff, BellRing, EyeOff, Trash2 } from 'lucide-react';
import type { DropdownMenuEntry } from '../../ui/DropdownMenu';

/** Each item menu action's icon (M41). */
const menuIcons = { hide: EyeOff, unhide: EyeOff, archive: Archive, unarchive: Archive, pause: BellOff, unpause: BellRing, delete: Trash2 } as const;

/** The entries with their action's icon (an entry's `id` is its action). */
export function withMenuIcons(entries: readonly DropdownMenuEntry[]): DropdownMenuEntry[] {
  return entries.map((entry) => {
    if (entry.type === 'separator' || entry.type === 'label') return entry;
    const icon = entry.id ? menuIcons[entry.id as keyof typeof menuIcons] : undefined;
    return icon ? { ...entry, icon } : entry;
  });
}
