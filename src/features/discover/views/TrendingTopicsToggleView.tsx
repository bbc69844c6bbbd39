import { Switch } from '../../../ui/Field';
import { isolatedText } from '../../../ui/bidi';
import { useT } from '../i18n';

export interface TrendingTopicsToggleViewProps {
  categoryName: string;
  /** What the switch shows (the pending change's outcome while one is under way). */
  enabled: boolean;
  /** `enabled` · `disabled` · `pending` (`data-state`). */
  state: 'enabled' | 'disabled' | 'pending';
  onToggle: () => void;
}

/** The bare trending topics toggle (M73) of one category: a switch row. */
export function TrendingTopicsToggleView({ categoryName, enabled, state, onToggle }: TrendingTopicsToggleViewProps) {
  const t = useT();
  return (
    <div data-part="trending-topics-toggle" data-state={state}>
      <Switch
        label={isolatedText(([category]) => t('discover.trending.label', { category }), [categoryName])}
        hint={t('discover.trending.hint')}
        checked={enabled}
        aria-busy={state === 'pending' || undefined}
        onCheckedChange={() => onToggle()}
      />
    </div>
  );
}
