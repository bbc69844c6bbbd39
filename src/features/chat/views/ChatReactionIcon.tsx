import { createLucideIcon, Frown, Heart, Laugh, type LucideIcon, ThumbsUp } from 'lucide-react';
import type { ChatReaction } from '../../../api/schemas/community';
import { Icon, type IconSize } from '../../../ui/Icon';

/** 😮 in lucide's style (a face with round eyes and an open mouth); lucide has no surprised face. */
export const FaceSurprised = createLucideIcon('face-surprised', [
  ['circle', { cx: '12', cy: '12', r: '10', key: 'face' }],
  ['circle', { cx: '12', cy: '15.5', r: '2', key: 'mouth' }],
  ['line', { x1: '9', x2: '9.01', y1: '9', y2: '9', key: 'eye-left' }],
  ['line', { x1: '15', x2: '15.01', y1: '9', y2: '9', key: 'eye-right' }],
]);

/**
 * The icon drawn for each reaction of the set. Reactions are stored as emoji (gap G02) but drawn as line icons of
 * the one icon family: they read the same on every platform (no missing or mismatched emoji fonts), take the
 * accent when they are the reader's own, and keep the quiet chrome of the rest of the interface.
 */
export const chatReactionIcons: Record<ChatReaction, LucideIcon> = {
  '❤': Heart,
  '👍': ThumbsUp,
  '😂': Laugh,
  '😮': FaceSurprised,
  '😢': Frown,
};

export interface ChatReactionIconProps {
  reaction: ChatReaction;
  /** Filled shape (the reader's own heart). */
  filled?: boolean;
  size?: IconSize;
  className?: string;
}

/** One reaction's icon. Decorative: the control around it carries the reaction's name. */
export function ChatReactionIcon({ reaction, filled, size = 'button', className }: ChatReactionIconProps) {
  return <Icon icon={chatReactionIcons[reaction]} size={size} filled={filled && reaction === '❤'} className={className} />;
}
