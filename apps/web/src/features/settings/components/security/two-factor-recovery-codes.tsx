import { Button } from '@/ui/button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { saveFile } from '@/ui/save-file.ts';
import { showSnackbar } from '@/ui/snackbar/snackbar-store.ts';

type Props = { codes: readonly string[]; onClose: () => void };

/**
 * Recovery codes, shown this once (only their hashes are kept): each signs in one time when the phone with the
 * authenticator app is not at hand. Download or copy them before closing.
 */
export function TwoFactorRecoveryCodesDialog({ codes, onClose }: Props) {
  const text = `Corridor recovery codes\nEach code signs in once. Keep them somewhere safe.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSnackbar('Recovery codes copied', 'success', 3000);
    } catch {
      showSnackbar('Could not copy. Please download the codes instead.', 'error');
    }
  };
  return (
    <Dialog
      title="Save your recovery codes"
      size="medium"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          I have saved my codes
        </Button>
      }
    >
      <div className="stack">
        <FormAlert tone="info">
          These codes are shown only now. Each one signs you in once if you cannot use your authenticator app.
        </FormAlert>
        <ol className="recovery-codes mono" aria-label="Recovery codes">
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <div className="toolbar-actions">
          <Button
            variant="secondary"
            onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), 'corridor-recovery-codes.txt')}
          >
            Download codes
          </Button>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy codes
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
