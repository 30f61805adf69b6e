import { useSyncExternalStore } from 'react';

export type ErrorKind = 'error' | 'rejection' | 'request';

export interface ErrorEntry {
  id: number;
  at: number;
  kind: ErrorKind;
  message: string;
  /** The page the user was on. */
  page: string;
}

const MAX_ENTRIES = 50;
let entries: readonly ErrorEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** The errors met in this browser tab (newest first), for the top bar's error log. */
export const errorLog = {
  add(kind: ErrorKind, message: string): void {
    const page = typeof location === 'undefined' ? '' : location.pathname;
    entries = [{ id: nextId++, at: Date.now(), kind, message, page }, ...entries].slice(0, MAX_ENTRIES);
    emit();
  },
  clear(): void {
    entries = [];
    emit();
  },
  list: (): readonly ErrorEntry[] => entries,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useErrorLog = (): readonly ErrorEntry[] => useSyncExternalStore(errorLog.subscribe, errorLog.list);

const describe = (value: unknown): string =>
  value instanceof Error ? value.message : typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);

/** Collects uncaught errors and unhandled promise rejections; call once at start. */
export function collectWindowErrors(target: Window = window): void {
  target.addEventListener('error', (event) => errorLog.add('error', event.message || describe(event.error)));
  target.addEventListener('unhandledrejection', (event) => {
    // Failed API calls are already logged by the http client.
    if ((event.reason as { logged?: boolean } | null)?.logged) return;
    errorLog.add('rejection', describe(event.reason));
  });
}
