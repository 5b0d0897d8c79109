import type { InputHTMLAttributes, ReactNode } from 'react';
import { site } from '@/config/site';

/** The centred card the sign-in and reset screens share. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="container-page flex min-h-screen items-center justify-center py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="mb-1 text-sm uppercase tracking-widest text-gold-300">{site.brandName} admin</p>
        <h1 className="mb-6 font-display text-3xl text-star-50">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-danger-500 bg-[#3a0f1c] px-3 py-2 text-sm text-star-50"
    >
      {message}
    </p>
  );
}

/** A labelled text field of the sign-in and reset forms; `onValue` gets what was typed. */
export function AuthField({
  label,
  onValue,
  ...input
}: { label: string; value: string; onValue: (value: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode'
>) {
  return (
    <label className="grid gap-1">
      <span>{label}</span>
      <input className="field" {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}
