/** One column of an Excel sheet: its header text, the row property it shows, optional width and number format. */
export interface SheetColumn<K extends string = string> {
  header: string;
  key: K;
  /** In characters; default 16. */
  width?: number;
  /** Excel number format, e.g. `yyyy-mm-dd hh:mm:ss` for Date values, `#,##0.00` for amounts. */
  numFmt?: string;
}

export type SheetValue = string | number | boolean | Date | null | undefined;
export type SheetRow = Record<string, SheetValue>;
