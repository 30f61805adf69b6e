const SETTLEMENT: Record<string, string> = { prepaid: '预付', credit: '账期' };

/** 预付 / 账期 */
export const settlementText = (s: string | null | undefined) => (s ? (SETTLEMENT[s] ?? s) : '-');
