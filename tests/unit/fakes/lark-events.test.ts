import * as lark from '@larksuiteoapi/node-sdk';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  cardActionEvent,
  encryptLarkBody,
  larkDelivery,
  messageEvent,
  signLarkRequest,
  urlVerification,
} from '../../fakes/lark-events';
import type { LarkJson } from '../../fakes/lark/types';

const silent = { error() {}, warn() {}, info() {}, debug() {}, trace() {} };
const ENCRYPT_KEY = 'fake-encrypt-key';
const VERIFICATION_TOKEN = 'fake-verification-token';
const ann = { openId: 'ou_ann', unionId: 'on_ann', userId: 'ann01' };

/** An Express app whose webhook is the SDK's own adapter, so the SDK does the checking. */
function webhook(dispatcher: lark.EventDispatcher | lark.CardActionHandler) {
  const app = express();
  app.use(express.json());
  app.post('/lark/events', lark.adaptExpress(dispatcher, { autoChallenge: true, logger: silent }));
  return app;
}

function post(app: express.Express, delivery: { body: string; headers: Record<string, string> }) {
  return request(app).post('/lark/events').set(delivery.headers).send(delivery.body);
}

describe('Lark event helpers, checked by the SDK', () => {
  it('encrypts bodies the SDK AESCipher decrypts, with a fresh IV each time', () => {
    const payload = { schema: '2.0', header: { event_type: 'im.message.receive_v1' }, note: '审批 ✓' };
    const { encrypt } = encryptLarkBody(payload, ENCRYPT_KEY);
    expect(JSON.parse(new lark.AESCipher(ENCRYPT_KEY).decrypt(encrypt))).toEqual(payload);
    expect(encryptLarkBody(payload, ENCRYPT_KEY).encrypt).not.toBe(encrypt);
    expect(() => new lark.AESCipher('another-key').decrypt(encrypt)).toThrow();
  });

  it('signs requests so the SDK dispatcher accepts them, and it rejects a wrong signature', async () => {
    const seen: unknown[] = [];
    const dispatcher = new lark.EventDispatcher({ encryptKey: ENCRYPT_KEY, verificationToken: VERIFICATION_TOKEN, logger: silent }).register({
      'im.message.receive_v1': (data) => {
        seen.push(data);
        return 'handled';
      },
    });
    const event = messageEvent({ ...ann, text: 'approve PO-1042', token: VERIFICATION_TOKEN });

    for (const encrypt of [true, false]) {
      const delivery = larkDelivery(event, { encryptKey: ENCRYPT_KEY, encrypt });
      const res = await post(webhook(dispatcher), delivery);
      expect(res.status).toBe(200);
      expect(res.body).toBe('handled');
    }
    expect(seen).toHaveLength(2);

    // Signed with another key: the SDK drops the event and answers an empty body.
    const genuine = larkDelivery(event, { encryptKey: ENCRYPT_KEY });
    const forged = { ...genuine, headers: { ...genuine.headers, ...signLarkRequest(genuine.body, 'not-the-key') } };
    const res = await post(webhook(dispatcher), forged);
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(seen).toHaveLength(2);
    // Encrypted with another key: autoChallenge decrypts before any check and throws.
    const wrongKey = await post(webhook(dispatcher), larkDelivery(event, { encryptKey: 'not-the-key' }));
    expect(wrongKey.status).toBe(500);
    expect(seen).toHaveLength(2);

    const headers = signLarkRequest('{"a":1}', ENCRYPT_KEY, '1700000000', 'n0nce');
    expect(headers).toMatchObject({ 'x-lark-request-timestamp': '1700000000', 'x-lark-request-nonce': 'n0nce' });
    expect(headers['x-lark-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(signLarkRequest('{"a":2}', ENCRYPT_KEY, '1700000000', 'n0nce')['x-lark-signature']).not.toBe(
      headers['x-lark-signature'],
    );
  });

  it('builds an im.message.receive_v1 event the SDK hands over with sender and text', async () => {
    let received: LarkJson | undefined;
    const dispatcher = new lark.EventDispatcher({ encryptKey: ENCRYPT_KEY, logger: silent }).register({
      'im.message.receive_v1': (data) => {
        received = data;
      },
    });
    const event = messageEvent({ ...ann, text: 'status PO-1042', token: VERIFICATION_TOKEN, eventId: 'ev-1', chatId: 'oc_ann' });
    await post(webhook(dispatcher), larkDelivery(event, { encryptKey: ENCRYPT_KEY }));

    expect(received).toMatchObject({
      event_id: 'ev-1',
      event_type: 'im.message.receive_v1',
      token: VERIFICATION_TOKEN,
      app_id: 'cli_fake_app',
      tenant_key: 'fake_tenant',
      sender: { sender_id: { open_id: 'ou_ann', union_id: 'on_ann', user_id: 'ann01' }, sender_type: 'user' },
      message: { chat_id: 'oc_ann', chat_type: 'p2p', message_type: 'text' },
    });
    expect(JSON.parse(received?.message.content)).toEqual({ text: 'status PO-1042' });
    expect(received?.message.message_id).toMatch(/^om_/);
  });

  it('builds a card.action.trigger callback both SDK handlers accept', async () => {
    const event = cardActionEvent({
      ...ann,
      value: { action: 'approve', po: 1042 },
      formValue: { comment: 'fine' },
      messageId: 'om_card',
      token: VERIFICATION_TOKEN,
      eventId: 'ev-2',
    });
    const expected = {
      event_id: 'ev-2',
      event_type: 'card.action.trigger',
      token: expect.stringMatching(/^c-/),
      operator: { open_id: 'ou_ann', union_id: 'on_ann', user_id: 'ann01', tenant_key: 'fake_tenant' },
      action: { tag: 'button', value: { action: 'approve', po: 1042 }, form_value: { comment: 'fine' } },
      context: { open_message_id: 'om_card' },
    };

    let viaDispatcher: unknown;
    const dispatcher = new lark.EventDispatcher({ encryptKey: ENCRYPT_KEY, logger: silent }).register<{
      'card.action.trigger': (data: unknown) => unknown;
    }>({
      'card.action.trigger': (data) => {
        viaDispatcher = data;
        return { toast: { type: 'success', content: 'Approved' } };
      },
    });
    const res = await post(webhook(dispatcher), larkDelivery(event, { encryptKey: ENCRYPT_KEY }));
    expect(res.body).toEqual({ toast: { type: 'success', content: 'Approved' } });
    expect(viaDispatcher).toMatchObject(expected);

    let viaCardHandler: unknown;
    const cardHandler = new lark.CardActionHandler({ encryptKey: ENCRYPT_KEY, logger: silent }, (data: unknown) => {
      viaCardHandler = data;
      return {};
    });
    await post(webhook(cardHandler), larkDelivery(event, { encryptKey: ENCRYPT_KEY }));
    expect(viaCardHandler).toMatchObject(expected);
  });

  it('builds the url_verification challenge the SDK answers, plain or encrypted', async () => {
    const dispatcher = new lark.EventDispatcher({ encryptKey: ENCRYPT_KEY, logger: silent });
    const challenge = urlVerification({ challenge: 'ch-42', token: VERIFICATION_TOKEN });
    expect(challenge).toEqual({ type: 'url_verification', challenge: 'ch-42', token: VERIFICATION_TOKEN });
    for (const encrypt of [true, false]) {
      const res = await post(webhook(dispatcher), larkDelivery(challenge, { encryptKey: ENCRYPT_KEY, encrypt }));
      expect(res.body).toEqual({ challenge: 'ch-42' });
    }
  });
});
