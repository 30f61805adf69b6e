/**
 * A record's status in the colour its state machine declares (sent by the server with the record).
 * Drawn here rather than with Semi's Tag, which brings its Avatar along: the widgets stay light.
 */
export function StatusTag({ color, label }: { color: string; label: string }) {
  return <span className={`wg-tag wg-tag-${color}`}>{label}</span>;
}
