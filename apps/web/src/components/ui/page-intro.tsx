import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** The heading block every page starts with; also sets the document title. */
export function PageIntro({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <PageTitle text={`${title} · Suuq`} />
      <h1>{title}</h1>
      {text ? <p className="page-intro__text">{text}</p> : null}
      {children}
    </section>
  );
}
