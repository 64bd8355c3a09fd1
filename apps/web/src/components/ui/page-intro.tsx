import type { ReactNode } from 'react';

/** The heading block every page starts with; also sets the document title (React 19 hoists `<title>`). */
export function PageIntro({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section className="page-intro">
      <title>{`${title} · Suuq`}</title>
      <h1>{title}</h1>
      {text ? <p className="page-intro__text">{text}</p> : null}
      {children}
    </section>
  );
}
