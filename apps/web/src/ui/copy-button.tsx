import { useState } from 'react';
import { showSnackbar } from './snackbar/snackbar-store.ts';
import './copy-button.css';

type CopyButtonProps = {
  value: string;
  /** What is copied, for the accessible name: "Copy Account number". */
  label: string;
};

/** Copies one value to the clipboard and says so; a refused clipboard (permissions, http) is reported, not hidden. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      showSnackbar('Copied', 'success', 3000);
    } catch {
      showSnackbar('Could not copy. Please select the text and copy it yourself.', 'error');
    }
  };
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={`Copy ${label}`}
      onClick={() => void copy()}
      onBlur={() => setCopied(false)}
    >
      <CopyIcon />
      <span aria-hidden="true">{isCopied ? 'Copied' : 'Copy'}</span>
    </button>
  );
}

const CopyIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
  >
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h9" />
  </svg>
);
