import type { ReactNode } from 'react';

/** What the server refused (a 409 of the plan or task), read out as it appears: the heading, its words, and the way on. */
export function Refusal({ title, text, children }: { title: string; text: string | null; children?: ReactNode }) {
  if (!text) return null;
  return (
    <div className="eam-mt-refusal" role="alert">
      <strong>{title}</strong>
      <p>{text}</p>
      {children}
    </div>
  );
}
