import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import { button, buttonSizeNames, buttonVariantNames, iconButton, spinner } from './Button.css';

export { buttonSizeNames, buttonVariantNames };
export type ButtonVariant = (typeof buttonVariantNames)[number];
export type ButtonSize = (typeof buttonSizeNames)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` uses the publication accent; use it once per view. Default `primary`. */
  variant?: ButtonVariant;
  /** `md` is 44 px tall, the minimum touch target. Default `md`. */
  size?: ButtonSize;
  /** Stretch to the container's width (mobile dialogs). */
  fullWidth?: boolean;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while an action runs. */
  loading?: boolean;
  /** An `<Icon>` before the label. */
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
}

/** The button. Keyboard-usable as a native `<button>`; `type="button"` unless set. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading, leadingIcon, trailingIcon, className, children, type = 'button', disabled, onClick, ...rest },
  ref,
) {
  const classes = button({ variant, size, fullWidth });
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-variant={variant ?? 'primary'}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <span className={spinner} aria-hidden /> : leadingIcon}
      {children}
      {trailingIcon}
    </button>
  );
});

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** Accessible name; required because the button shows only an icon. */
  label: string;
  /** An `<Icon>`. */
  icon: ReactNode;
  size?: 'sm' | 'md';
  outlined?: boolean;
  /** Optional visible count next to the icon is not part of this part; see the footer's action buttons. */
  children?: never;
}

/** A round button showing only an icon, named by `label`. Use `aria-pressed` for toggles. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size, outlined, className, type = 'button', ...rest },
  ref,
) {
  const classes = iconButton({ size, outlined });
  return (
    <button ref={ref} type={type} aria-label={label} className={className ? `${classes} ${className}` : classes} {...rest}>
      {icon}
    </button>
  );
});

/**
 * The room an `IconButton` of `size` takes, empty and hidden from every reader (no box to see, nothing to focus or
 * announce). It stands for a button whose code comes on demand (`onDemand`'s `fallback`, e.g. a card's menu): the row
 * is as tall as it will be, so the button's arrival moves nothing the reader sees.
 */
export function IconButtonRoom({ size }: { size?: 'sm' | 'md' }) {
  return <span aria-hidden="true" data-part="icon-button-room" className={iconButton({ size })} style={{ visibility: 'hidden' }} />;
}
