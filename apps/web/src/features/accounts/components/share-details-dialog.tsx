import { CopyButton } from '@/ui/copy-button.tsx';
import { Dialog } from '@/ui/dialog.tsx';
import { Tabs } from '@/ui/tabs.tsx';

export type DetailField = { label: string; value: string };

type ShareDetailsDialogProps = {
  title: string;
  /** Details for payers in the account's own country; empty when the currency is received only from abroad. */
  local: readonly DetailField[];
  /** SWIFT details for payers anywhere. */
  global: readonly DetailField[];
  onClose: () => void;
};

/** "Share account details" (spec §2): local and global details, each value with its own Copy button. */
export function ShareDetailsDialog({ title, local, global, onClose }: ShareDetailsDialogProps) {
  const tabs = [
    {
      id: 'local',
      label: 'Local',
      content: (
        <DetailList
          fields={local}
          empty="Local details are not available for this currency. Share the global details instead."
        />
      ),
    },
    {
      id: 'global',
      label: 'Global',
      content: <DetailList fields={global} empty="Global details are not available for this account yet." />,
    },
  ];
  return (
    <Dialog
      title={title}
      description="Share these details with the people and businesses who pay you."
      onClose={onClose}
    >
      <Tabs label="Account details" tabs={tabs} defaultTab={local.length > 0 ? 'local' : 'global'} />
    </Dialog>
  );
}

function DetailList({ fields, empty }: { fields: readonly DetailField[]; empty: string }) {
  if (fields.length === 0) return <p className="muted">{empty}</p>;
  return (
    <dl className="detail-list">
      {fields.map((f) => (
        <div key={f.label} className="detail-row">
          <dt>{f.label}</dt>
          <dd>
            <span className="detail-value">{f.value}</span>
            <CopyButton value={f.value} label={f.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
