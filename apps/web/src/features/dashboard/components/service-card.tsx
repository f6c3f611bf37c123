import type { ReactNode } from 'react';

/** One service on the home page: what it is, one sentence, and the one place to go. */
export function ServiceCard({
  id,
  title,
  body,
  action,
}: {
  id: string;
  title: string;
  body: string;
  action: ReactNode;
}) {
  return (
    <li className="card service-card">
      <h3 id={id} className="service-card__title">
        {title}
      </h3>
      <p>{body}</p>
      <p className="service-card__action">{action}</p>
    </li>
  );
}
