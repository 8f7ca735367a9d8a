import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  isLoading?: boolean;
  /** Read instead of the label while loading, e.g. "Signing in…". */
  loadingLabel?: string;
  isFullWidth?: boolean;
  children: ReactNode;
};

export function buttonClass(variant: ButtonVariant = 'primary', isFullWidth = false): string {
  return ['btn', `btn-${variant}`, isFullWidth ? 'btn-full' : ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  isLoading = false,
  loadingLabel,
  isFullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClass(variant, isFullWidth), className].filter(Boolean).join(' ')}
      // A loading button stays focusable but ignores clicks, so keyboard users keep their place.
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? (e) => e.preventDefault() : rest.onClick}
    >
      {isLoading ? <Spinner label={loadingLabel ?? 'Please wait'} /> : null}
      <span className={isLoading ? 'btn-label is-loading' : 'btn-label'}>
        {isLoading && loadingLabel ? loadingLabel : children}
      </span>
    </button>
  );
}
