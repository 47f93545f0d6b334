import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only after its "@" and its dots, never inside a word (nor at
 * a hyphen): each piece keeps together, and a `<wbr>` marks the places between them.
 */
export default function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?<=[@.])/);
  return (
    <span className="admin-email">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="admin-email-piece">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}
