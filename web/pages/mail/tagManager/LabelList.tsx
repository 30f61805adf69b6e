import { Form } from '@douyinfe/semi-ui';
import { LABEL_COLOR_NAMES, LABEL_COLORS, labels, type LabelRow } from '@shared/api/mail/labels';
import { MasterScreen } from '../../../components/master';
import { LabelTag } from '../shared/LabelTag';

const COLORS = LABEL_COLORS.map((c) => ({ value: c, label: <LabelTag name={LABEL_COLOR_NAMES[c]} color={c} /> }));

/** 标签管理: the labels agents put on conversations; deleting one takes it off every conversation. */
export function LabelList() {
  return (
    <MasterScreen
      master={labels}
      formTitle="标签"
      renders={{ name: (r: LabelRow) => <LabelTag name={r.name} color={r.color} /> }}
      custom={{ color: () => <Form.RadioGroup field="color" label="颜色" options={COLORS} /> }}
      removeText={(r: LabelRow) => ({ title: `删除标签「${r.name}」？`, content: `将从 ${r.rooms} 个会话上移除该标签。` })}
    />
  );
}
