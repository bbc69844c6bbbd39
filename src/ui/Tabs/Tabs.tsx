import type { LucideIcon } from 'lucide-react';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable id of the tab; what `value` and `onValueChange` carry (e.g. `overview`, or a `?tab=` value). */
  value: string;
  /** Visible tab text. */
  label: ReactNode;
  /** Optional lucide icon before the label, drawn at the tab size (24 px, K024). */
  icon?: LucideIcon;
  /** The panel shown while this tab is active. */
  content: ReactNode;
  /** A disabled tab is skipped by the arrow keys. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Event sections". */
  label: string;
  /** Controlled active tab; pair with `onValueChange`. */
  value?: string;
  /** Initially active tab when uncontrolled. Default: the first enabled item. */
  defaultValue?: string;
  /** Called with the tab the reader chose. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic` (default) shows a tab's panel as soon as the arrow keys focus it; `manual` waits for Enter or
   * Space (use it when a panel is slow to load).
   */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs with an accent underline on the active tab. Arrow keys move between tabs (Home/End jump to the ends);
 * Tab moves into the panel. On narrow screens the tab row scrolls sideways instead of wrapping.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, activationMode, className }: TabsProps) {
  const fallback = defaultValue ?? items.find((item) => !item.disabled)?.value;
  return (
    <RadixTabs.Root
      className={className ? `${styles.root} ${className}` : styles.root}
      value={value}
      defaultValue={value === undefined ? fallback : undefined}
      onValueChange={onValueChange}
      activationMode={activationMode}
      data-part="tabs"
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.trigger}>
            {item.icon ? <Icon icon={item.icon} size="tab" /> : null}
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
