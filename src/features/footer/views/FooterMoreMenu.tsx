import { FileText, Pencil } from 'lucide-react';
import { useT } from '../i18n';
import { DropdownMenu, type DropdownMenuEntry } from '../../../ui/DropdownMenu';

export interface FooterMoreMenuProps {
  /** Shows Edit (T083): contributors and admins, not in cross-post mode (`footerPermissions`). */
  onEdit?: (() => void) | undefined;
  /** Shows "Open as PDF" (T086) in the menu too (the compact variant has no room for its own button). */
  onOpenAsPdf?: (() => void) | undefined;
  /** Extra entries a host adds (the spec leaves the other entries open). */
  extraItems?: readonly DropdownMenuEntry[];
  /** Controlled open state (stories open it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The footer's "More" menu (post-footer-more-menu). Renders nothing when it would be empty. */
export function FooterMoreMenu({ onEdit, onOpenAsPdf, extraItems = [], open, onOpenChange }: FooterMoreMenuProps) {
  const t = useT();
  const items: DropdownMenuEntry[] = [];
  if (onEdit) items.push({ id: 'edit', label: t('footer.edit'), icon: Pencil, onSelect: onEdit });
  if (onOpenAsPdf) items.push({ id: 'pdf', label: t('footer.pdf'), icon: FileText, onSelect: onOpenAsPdf });
  items.push(...extraItems);
  if (items.length === 0) return null;
  return (
    <DropdownMenu
      items={items}
      label={t('footer.moreMenu.label')}
      triggerLabel={t('footer.more')}
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    />
  );
}
