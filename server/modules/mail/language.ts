import type { Language } from '@shared/api/mail/common';

/** A rough guess of a mail's language from its script and common words; enough for assignment rules. */
const WORDS: Array<[Language, RegExp]> = [
  ['de', /\b(und|nicht|bitte|ich|bestellung|danke|mit)\b/gi],
  ['fr', /\b(bonjour|merci|commande|je|vous|pas|avec)\b/gi],
  ['es', /\b(hola|gracias|pedido|por favor|mi|con|para)\b/gi],
  ['en', /\b(the|and|order|please|my|with|thanks|hello)\b/gi],
];

export function guessLanguage(text: string): Language | null {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh';
  let best: Language | null = null;
  let bestHits = 0;
  for (const [lang, re] of WORDS) {
    const hits = text.match(re)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [lang, hits];
  }
  return best;
}
