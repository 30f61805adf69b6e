import { Form } from '@douyinfe/semi-ui';
import { getTrackAndFeedbackInfo, notificationTaskDetailGet, notificationTaskTransitions, RESULT_TYPES } from '@shared/api/storePerformance/notifications';
import { notificationTaskFields } from '@shared/api/storePerformance/recordFields';
import { notificationTaskMachine } from '@shared/workflow';
import { DetailSheet, useRecordDetail } from '../../../components/resource';
import { optionsOf } from '../../../components/options';
import { useSession } from '../../../lib/session/SessionContext';
import { useChargeUsers } from './useChargeUsers';

const NAMES = ['title', 'storeName', 'platformName', 'noticeType', 'brand', 'receivedOn', 'deadline', 'content', 'requirement', 'chargeUserName', 'progress', 'resultType', 'result', 'creatorName', 'createdAt', 'finishedAt'] as const;

function AssignFields() {
  const people = useChargeUsers();
  return <Form.Select field="chargeUserId" label="负责人" filter style={{ width: '100%' }} optionList={people} rules={[{ required: true, message: '请选择负责人' }]} />;
}

const GenerateFields = () => (
  <>
    <Form.TextArea field="requirement" label="任务要求" rows={3} maxCount={2000} rules={[{ required: true, message: '请填写任务要求' }]} />
    <Form.DatePicker field="deadline" label="截止日期" style={{ width: '100%' }} placeholder="默认沿用通知的截止日期" />
  </>
);

const FeedbackFields = () => <Form.Select field="resultType" label="处理结果" style={{ width: '100%' }} optionList={optionsOf(RESULT_TYPES)} rules={[{ required: true, message: '请选择处理结果' }]} />;

/** A notice and its task: fields, the actions allowed now (the person in charge records and closes it), the track. */
export function TaskDrawer({ id, onClose, onChanged }: { id: number; onClose(): void; onChanged(): void }) {
  const drawer = useRecordDetail({ detail: { endpoint: notificationTaskDetailGet, query: { id } }, log: { endpoint: getTrackAndFeedbackInfo, query: { id } }, onClose, onChanged });
  const me = useSession().info?.id;
  const task = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={notificationTaskMachine}
      heading={task ? `#${task.id}` : undefined}
      fields={notificationTaskFields}
      names={NAMES}
      transitions={notificationTaskTransitions}
      exclude={task && task.chargeUserId !== me ? ['save', 'feedback'] : []}
      actionFields={{ generate: <GenerateFields />, assign: <AssignFields />, feedback: <FeedbackFields /> }}
    />
  );
}
