import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addToBlacklist, removeFromBlacklist, type BlacklistRow } from '@shared/api/reviewers/blacklist';
import type { ReviewerRow } from '@shared/api/reviewers/reviewers';
import { blackListScreen } from '@shared/api/reviewers/screens';
import { FormDialog } from '../../../components/form/FormDialog';
import { RowAction } from '../../../components/resource';
import { call } from '../../../lib/api';

/** 拉黑 on a reviewer's row: asks the reason; from then on the reviewer cannot be put on a plan order. */
export function BlacklistAction({ reviewer, onDone }: { reviewer: Pick<ReviewerRow, 'id' | 'name'>; onDone(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowAction code={blackListScreen.code('add')} onClick={() => setOpen(true)}>
        拉黑
      </RowAction>
      {open && (
        <FormDialog
          title={`拉黑测评人：${reviewer.name}`}
          visible
          schema={addToBlacklist.body!}
          initValues={{ reason: '' }}
          toInput={(values) => ({ ...values, reviewerId: reviewer.id })}
          submitText="拉黑"
          successText="已拉黑，该测评人不能再安排到计划单"
          onClose={() => setOpen(false)}
          onSubmit={(body) => call(addToBlacklist, { body }).then(onDone)}
        >
          <Form.TextArea field="reason" label="拉黑原因" autosize rows={2} maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}

/** 移出黑名单 on an open entry: asks why. */
export function RemoveAction({ entry, onDone }: { entry: BlacklistRow; onDone(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RowAction code={blackListScreen.code('remove')} onClick={() => setOpen(true)}>
        移出
      </RowAction>
      {open && (
        <FormDialog
          title={`移出黑名单：${entry.reviewerName}`}
          visible
          schema={removeFromBlacklist.body!}
          initValues={{ reason: '' }}
          toInput={(values) => ({ ...values, id: entry.id })}
          submitText="移出"
          successText="已移出黑名单"
          onClose={() => setOpen(false)}
          onSubmit={(body) => call(removeFromBlacklist, { body }).then(onDone)}
        >
          <Form.TextArea field="reason" label="移出原因" autosize rows={2} maxCount={500} />
        </FormDialog>
      )}
    </>
  );
}
