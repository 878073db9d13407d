import { telHref } from '../lib/tel-href';
import './call-link.css';

interface CallLinkProps {
  readonly phone: string;
  /** What the call is for: "Call the restaurant". */
  readonly label: string;
  /** Who answers, written before the number. */
  readonly who?: string;
}

/**
 * A phone call as a button: the `tel:` link opens the dialer on a phone; the number is written
 * out for whoever is on a computer.
 */
export function CallLink({ phone, label, who }: CallLinkProps) {
  return (
    <a className="button button--secondary call-link" href={telHref(phone)}>
      <span>{label}</span>{' '}
      <span className="call-link__number">{who ? `${who}, ${phone}` : phone}</span>
    </a>
  );
}
