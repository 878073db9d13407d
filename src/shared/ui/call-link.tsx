import { telHref } from '../lib/tel-href';
import { skinned } from './skin';

export interface CallLinkProps {
  readonly phone: string;
  /** What the call is for: "Call the restaurant". */
  readonly label: string;
  /** Who answers, written before the number. */
  readonly who?: string;
}

/** The link's words: what the call is for, then who answers and the number, for a computer. */
export function CallLinkText({ phone, label, who }: CallLinkProps) {
  return (
    <span className="call-link__text">
      <span>{label}</span>{' '}
      <span className="call-link__number">{who ? `${who}, ${phone}` : phone}</span>
    </span>
  );
}

/**
 * A phone call as a button: the `tel:` link opens the dialer on a phone; the number is written
 * out for whoever is on a computer.
 */
function WebCallLink(props: CallLinkProps) {
  return (
    <a className="button button--secondary call-link" href={telHref(props.phone)}>
      <CallLinkText {...props} />
    </a>
  );
}

export const CallLink = skinned('CallLink', WebCallLink);
