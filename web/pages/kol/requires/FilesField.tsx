import { Button, Form, Upload } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import { uploadFile } from '@shared/api/tool';
import { upload } from '../../../lib/api';

export interface Uploaded {
  id: number;
  name: string;
}

/** 附件: files uploaded now (sent as fileIds with the save), beside the ones the requirement already has. */
export function FilesField({ files, kept, onChange }: { files: Uploaded[]; kept: string[]; onChange(files: Uploaded[]): void }) {
  return (
    <Form.Slot label="附件">
      <Upload
        action=""
        multiple
        showUploadList={false}
        customRequest={({ fileInstance, onSuccess, onError }) => {
          upload(uploadFile, fileInstance)
            .then((f) => {
              onChange([...files, { id: f.id, name: f.name }]);
              onSuccess({});
            })
            .catch((e: Error) => onError({ status: 0 }, e as never));
        }}
      >
        <Button size="small" icon={<IconUpload />}>
          上传附件
        </Button>
      </Upload>
      {[...kept, ...files.map((f) => f.name)].map((name, i) => (
        <div key={`${i}-${name}`} className="kol-file">
          {name}
        </div>
      ))}
    </Form.Slot>
  );
}
