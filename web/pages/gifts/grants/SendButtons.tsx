import { useState } from 'react';
import { Descriptions, Form, Modal } from '@douyinfe/semi-ui';
import { fillTailData, revealGrantCard, type GrantDetail, type RevealedCard } from '@shared/api/gifts/grants';
import { grantScreen } from '@shared/api/gifts/screens';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';

/** The code of a card, shown once in a dialog to the user who sent it (each showing is logged). */
function CardDialog({ card, onClose }: { card: RevealedCard | null; onClose(): void }) {
  return (
    <Modal title="礼品卡卡号" visible={card !== null} onCancel={onClose} footer={null}>
      {card && (
        <Descriptions
          data={[
            { key: '品牌', value: card.brand },
            { key: '面值', value: `${card.faceValue} ${card.currency}` },
            { key: '卡号', value: <span data-testid="card-code">{card.code}</span> },
            { key: 'PIN', value: card.pin ?? '-' },
          ]}
        />
      )}
    </Modal>
  );
}

/** 发放 (a card: its code comes back; a physical gift: carrier and tracking number) and 查看卡号. */
export function SendButtons({ grant, onSent }: { grant: GrantDetail; onSent(): void }) {
  const [card, setCard] = useState<RevealedCard | null>(null);
  const [asking, setAsking] = useState(false);
  const [tracking, setTracking] = useState<{ carrier?: string; trackingNo?: string }>({});
  const send = async () => {
    const sent = await call(fillTailData, { body: { id: grant.id, version: grant.version, ...tracking } });
    notice.success('发放成功');
    setAsking(false);
    if (sent.card) setCard(sent.card);
    onSent();
  };
  const canSend = grant.actions.some((a) => a.action === 'send');
  return (
    <>
      {canSend && (
        <Auth code={grantScreen.code('send')}>
          <LockButton type="primary" theme="solid" onClick={() => (grant.giftKind === 'card' ? send() : setAsking(true))}>
            发放
          </LockButton>
        </Auth>
      )}
      {grant.mayReveal && <LockButton onClick={async () => setCard(await call(revealGrantCard, { query: { id: grant.id } }))}>查看卡号</LockButton>}
      <Modal title="发放实物礼品" visible={asking} onCancel={() => setAsking(false)} onOk={() => void send()} okText="确认发放">
        <Form onValueChange={(v) => setTracking(v as typeof tracking)}>
          <Form.Input field="carrier" label="物流商" />
          <Form.Input field="trackingNo" label="运单号" />
        </Form>
      </Modal>
      <CardDialog card={card} onClose={() => setCard(null)} />
    </>
  );
}
