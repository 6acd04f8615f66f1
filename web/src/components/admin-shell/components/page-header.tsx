// The top of every admin screen: its title (also the tab title), an optional line of help, and its main actions.
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

export interface PageHeaderProps {
  readonly title: string;
  readonly description?: ReactNode;
  readonly actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <header className="admin-header">
      <div className="admin-header__text">
        <h1 className="admin-header__title">{title}</h1>
        {description ? <p className="admin-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="admin-header__actions">{actions}</div> : null}
    </header>
  );
}
