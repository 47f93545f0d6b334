import type { ReactNode } from 'react';

/** 'panel' is the admin panel's dashed card, 'page' the shop's dashed message box. */
export type EmptyLook = 'panel' | 'page';

const lookClass: Record<EmptyLook, string> = { panel: 'admin-empty', page: 'list-message' };

interface Props {
  look: EmptyLook;
  /** The text from src/domain/messages*.ts; a fragment of paragraphs (text and links) is framed as one box. */
  children: ReactNode;
  /** An extra class, for an empty state with its own layout. */
  className?: string | undefined;
}

/** What a list or a chart shows when it has nothing to show. */
export default function EmptyState({ look, children, className }: Props) {
  const names = className ? `${lookClass[look]} ${className}` : lookClass[look];
  return typeof children === 'string' ? <p className={names}>{children}</p> : <div className={names}>{children}</div>;
}
