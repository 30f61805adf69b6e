import type { Card } from '../cards/elements';
import { cardText } from '../cards/plainText';
import { LarkCallError, type LarkPlatform } from '../platform';
import { larkCardSendFailures } from '../../telemetry/metrics';

/** Lark could not build the card (230099): nothing a retry changes; the text version goes instead. */
const CARD_REFUSED = new Set([230099]);

/**
 * Sends a card with its de-duplication key; when Lark refuses the card itself, sends its plain text
 * (with the links) under a key of its own, so the reader still gets the message once.
 */
export async function sendCardOrText(lark: LarkPlatform, openId: string, card: Card, uuid: string): Promise<string> {
  try {
    return await sendOrFallBack(lark, openId, card, uuid);
  } catch (error) {
    larkCardSendFailures.inc();
    throw error;
  }
}

async function sendOrFallBack(lark: LarkPlatform, openId: string, card: Card, uuid: string): Promise<string> {
  try {
    return await lark.sendCard(openId, card, uuid);
  } catch (error) {
    if (!(error instanceof LarkCallError) || !CARD_REFUSED.has(error.code)) throw error;
    return lark.sendText(openId, cardText(card), `${uuid}-text`);
  }
}
