import { Form } from '@douyinfe/semi-ui';
import { giftChoices } from '@shared/api/gifts/giftInfo';
import { GIFT_KINDS } from '@shared/api/gifts/grants';
import { optionsOf } from '../../../components/options';
import { useApi } from '../../../lib/api';

/** Which gift of ours a row names: a gift card (礼品卡信息) or a physical gift. */
export function GiftTargetFields({ kind }: { kind: unknown }) {
  const choices = useApi(giftChoices).data;
  const options = (kind === 'card' ? choices?.cards : choices?.items)?.map((c) => ({ value: c.id, label: c.label })) ?? [];
  return (
    <>
      <Form.RadioGroup field="giftKind" label="礼品类型" options={optionsOf(GIFT_KINDS)} />
      <Form.Select key={String(kind)} field={kind === 'card' ? 'cardProductId' : 'giftItemId'} label={kind === 'card' ? '礼品卡' : '实物礼品'} style={{ width: '100%' }} filter optionList={options} />
    </>
  );
}

/** The gift information screens' `custom` inputs: the gift, by the kind chosen. */
export const giftTarget = { giftKind: (values: Record<string, unknown>) => <GiftTargetFields kind={values.giftKind} /> };
