import type { Machine } from '@shared/workflow';
import { TRANSPORT_MODES } from '@shared/api/supply/common';
import { StatusTag, type StatusLook } from '../../../components/table/StatusTag';

/** A machine's states as status tags. */
export function statusOf(machine: Machine) {
  const looks = Object.fromEntries(Object.entries(machine.states).map(([k, s]) => [k, { text: s.label, color: s.color }])) as Record<string, StatusLook>;
  return (value: string) => <StatusTag value={value} looks={looks} />;
}

export const modeLabel = (mode: string) => TRANSPORT_MODES[mode as keyof typeof TRANSPORT_MODES] ?? mode;
export const modeOptions = Object.entries(TRANSPORT_MODES).map(([value, label]) => ({ value, label }));
export const dateTime = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');
