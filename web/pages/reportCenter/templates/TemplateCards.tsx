import { Card, Empty, Typography } from '@douyinfe/semi-ui';
import { importTemplateList } from '@shared/api/report';
import { TemplateDownloadLink } from '../../../components/excel';
import { useApi } from '../../../lib/api';
import { screenTitle } from '../looks';

/** The import templates of the screens the user holds, each with its columns and a download. */
export function TemplateCards() {
  const { data } = useApi(importTemplateList);
  if (data && data.length === 0) return <Empty description="没有可用的导入模板" />;
  return (
    <div className="cd-report-templates">
      {(data ?? []).map((t) => (
        <Card key={t.kind} title={t.title} headerExtraContent={<TemplateDownloadLink kind={t.kind} fileName={t.templateFileName} />}>
          <Typography.Text type="tertiary">导入位置：{screenTitle(t.screen)}</Typography.Text>
          <Typography.Paragraph>
            列：{t.columns.map((c) => (c.required ? `${c.header}（必填）` : c.header)).join('、')}
          </Typography.Paragraph>
        </Card>
      ))}
    </div>
  );
}
