// Toasts at the bottom of the screen, 2500 ms by default (docs/product.md#header-and-footer). Errors are announced
// assertively.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@aso/domain/shared/constants';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  readonly tone?: ToastTone;
  readonly durationMs?: number;
}

interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

type ShowToast = (message: string, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

const MAX_VISIBLE = 3;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = useCallback<ShowToast>((message, options) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, message, tone: options?.tone ?? 'info' }].slice(-MAX_VISIBLE));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setToasts((current) => current.filter((t) => t.id !== id));
    }, options?.durationMs ?? TOAST_DURATION_MS);
    timers.current.add(timer);
  }, []);

  const polite = toasts.filter((t) => t.tone !== 'error');
  const urgent = toasts.filter((t) => t.tone === 'error');
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts">
        <div role="status" aria-live="polite" className="toasts__list">
          {polite.map((t) => (
            <p key={t.id} className={`toast toast--${t.tone}`}>
              {t.message}
            </p>
          ))}
        </div>
        <div role="alert" aria-live="assertive" className="toasts__list">
          {urgent.map((t) => (
            <p key={t.id} className="toast toast--error">
              {t.message}
            </p>
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

/** A page drawn on the server shows no toasts (nothing happens there before the app takes the page over). */
export function ServerToastProvider({ children }: { readonly children: ReactNode }) {
  return <ToastContext.Provider value={() => undefined}>{children}</ToastContext.Provider>;
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>.');
  return show;
}
