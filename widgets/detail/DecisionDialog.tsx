import { Button, Input, Radio, RadioGroup, SideSheet, TextArea } from '@douyinfe/semi-ui';
import type { DecisionField } from '@shared/api/approvals';
import { asksForInput } from './decision';
import { FORM_PROBLEM, type Decision } from './useDecision';

const Problem = ({ text }: { text: string | undefined }) => (text ? <div className="wg-problem" role="alert">{text}</div> : null);

function FieldInput({ field, decision }: { field: DecisionField; decision: Decision }) {
  const { values, setValues } = decision;
  const value = values.fields[field.name] ?? '';
  const set = (next: string) => setValues({ ...values, fields: { ...values.fields, [field.name]: next } });
  const id = `wg-field-${field.name}`;
  return (
    <div className="wg-input">
      <label htmlFor={id}>
        {field.label}
        {field.required && <span className="wg-required"> *</span>}
      </label>
      {field.type === 'select' ? (
        <RadioGroup id={id} type="pureCard" direction="vertical" value={value} onChange={(e) => set(String(e.target.value))}>
          {(field.options ?? []).map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <Input id={id} size="large" value={value} maxLength={200} onChange={set} />
      )}
      <Problem text={decision.problems[field.name]} />
    </div>
  );
}

/** Confirms a decision and asks for what it needs: its fields and a reason (required for rejections). */
export function DecisionDialog({ decision }: { decision: Decision }) {
  const { asking: action, values, setValues, problems, busy, cancel, submit } = decision;
  const footer = action && (
    <div className="wg-dialog-footer">
      <Button className="wg-touch" size="large" disabled={busy} onClick={cancel}>
        取消
      </Button>
      <Button className="wg-touch" size="large" theme="solid" type={action.danger ? 'danger' : 'primary'} loading={busy} onClick={submit}>
        {action.label}
      </Button>
    </div>
  );
  return (
    <SideSheet
      title={action ? action.label : ''}
      visible={action !== null}
      placement="bottom"
      height="auto"
      onCancel={cancel}
      footer={footer}
      maskClosable={!busy}
      closeOnEsc={!busy}
      className="wg-dialog"
    >
      {action && !asksForInput(action) && <p>确定{action.label}？</p>}
      {action?.fields.map((field) => <FieldInput key={field.name} field={field} decision={decision} />)}
      {action?.comment && (
        <div className="wg-input">
          <label htmlFor="wg-comment">
            {action.comment === 'required' ? '原因' : '备注（选填）'}
            {action.comment === 'required' && <span className="wg-required"> *</span>}
          </label>
          <TextArea
            id="wg-comment"
            rows={3}
            maxCount={500}
            value={values.comment}
            placeholder={action.comment === 'required' ? `请填写${action.label}原因` : ''}
            onChange={(comment) => setValues({ ...values, comment })}
          />
          <Problem text={problems.comment} />
        </div>
      )}
      <Problem text={problems[FORM_PROBLEM]} />
    </SideSheet>
  );
}
