/** '共 1,234 条', or, when the server stopped counting, an honest '10,000+ 条' with what it means. */
export function totalText(total: number, capped = false): string {
  const n = total.toLocaleString('en-US');
  return capped ? `共 ${n}+ 条（只显示前 ${n} 条，请缩小筛选范围）` : `共 ${n} 条`;
}

export function TotalText({ total, capped = false }: { total: number; capped?: boolean }) {
  return (
    <span className={capped ? 'cd-table-total cd-table-total-capped' : 'cd-table-total'} aria-live="polite">
      {totalText(total, capped)}
    </span>
  );
}
