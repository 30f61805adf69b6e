/** VChart's core with nothing registered (no chart type, component or theme): the floor of any VChart chart chunk. */
import { VChart } from '@visactor/vchart/esm/core';

export default VChart;
