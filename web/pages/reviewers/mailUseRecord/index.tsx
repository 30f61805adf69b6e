import { Form } from '@douyinfe/semi-ui';
import '../../../components/table/table.css';
import { mailUseFields, mailUsePage } from '@shared/api/reviewers/mailboxes';
import { rangePresets } from '../../../components/DateRangePicker';
import { fieldColumns } from '../../../components/fields';
import { ResourceList, useResourceList } from '../../../components/resource';

const FILTERS = { mailboxId: '', reviewerId: '', to: '', range: [] as string[] };
const COLUMNS = ['mailboxEmail', 'toAddrs', 'reviewerName', 'subject', 'sentAt', 'senderName'] as const;

/** /reviewerManager/mailUseRecord (邮箱使用记录): what each reviewer mailbox sent through the mail centre, to whom and when. */
export default function MailUseRecordPage() {
  const state = useResourceList({ endpoint: mailUsePage, filters: FILTERS, toQuery: ({ range, ...rest }) => ({ ...rest, sentFrom: range[0], sentTo: range[1] }) });
  return (
    <ResourceList
      title="邮箱使用记录"
      state={state}
      tableKey="reviewers.mailUse"
      columns={fieldColumns(mailUseFields, COLUMNS)}
      filterFields={
        <>
          <Form.Input field="to" label="收件人" showClear style={{ width: 200 }} placeholder="邮箱前缀" />
          <Form.DatePicker field="range" label="发送日期" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
        </>
      }
    />
  );
}
