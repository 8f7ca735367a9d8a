import { passwordChecklist } from '@corridor/domain/validation/auth';
import '../auth.css';

/** Live rules under a new-password field; each item says whether it is met in words, not just colour. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul className="checklist" id={id} aria-label="Password requirements">
      {passwordChecklist(password).map((item) => (
        <li key={item.label} className={item.isMet ? 'is-met' : undefined}>
          <span aria-hidden="true">{item.isMet ? '✓' : '•'}</span> {item.label}
          <span className="visually-hidden">{item.isMet ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
