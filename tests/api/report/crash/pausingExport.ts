import { z } from 'zod';
import { defineExport } from '../../../../server/excel/export-kinds';
import { EXPORT_PAUSED } from './lines';


/**
 * An export of `rows` numbered rows. In a process started with CROSSDOCK_TEST_PAUSE_AT=n it stops
 * before row n (its partial file written up to there, its progress recorded), says so on stdout and
 * waits for ever: the point where the test kills the process.
 */
const pauseAt = Number(process.env.CROSSDOCK_TEST_PAUSE_AT) || 0;

export const pausingExport = defineExport({
  kind: 'test.pausing',
  fileName: '中断测试',
  screen: '/baseManager/gateLogManager',
  params: z.object({ rows: z.number().int().min(1) }),
  columns: [
    { header: '编号', key: 'n' },
    { header: '说明', key: 'text' },
  ],
  async *rows(_deps, { rows }) {
    for (let n = 1; n <= rows; n++) {
      if (n === pauseAt) {
        process.stdout.write(`${EXPORT_PAUSED}\n`);
        await new Promise<never>(() => undefined);
      }
      yield { n, text: `第 ${n} 行` };
    }
  },
});
