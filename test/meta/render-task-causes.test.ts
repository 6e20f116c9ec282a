// The page bench's `--tasks` lines (bench/render-task-causes.ts): a long task of a render is named by the scripts that
// ran inside it and by the rendering it ended with, from the long animation frame it belongs to.
import { expect } from 'chai';
import {
  describeRenderTask,
  describeRenderTasks,
  type FrameScript,
  type LongFrame,
} from '../../bench/render-task-causes.ts';

const script = (start: number, duration: number, invoker: string, forcedLayout = 0): FrameScript => ({
  start,
  duration,
  invoker,
  file: invoker === 'FrameRequestCallback' ? 'bench-probe.js' : 'catalogue-X.js',
  forcedLayout,
});

// Two row tasks, then the frame's own task that runs the probe's callback and renders (style, layout, paint).
const frame: LongFrame = {
  start: 1000,
  duration: 150,
  renderStart: 1100,
  styleAndLayoutStart: 1110,
  scripts: [
    script(1000, 40, 'Scheduler.yield.then'),
    script(1045, 30, 'Scheduler.yield.then'),
    script(1100, 10, 'FrameRequestCallback', 4),
  ],
};

describe('bench: what a long task of a render was made of', () => {
  it('names a task that only ran script by its scripts, largest first, counting repeats', () => {
    expect(describeRenderTask([1000, 80], [frame])).to.equal(
      '80 ms: script: Scheduler.yield.then catalogue-X.js ×2 70 ms',
    );
  });

  it("names the frame's rendering task by its callbacks and the style, layout and paint after them, to its end", () => {
    // The task goes on 12 ms past the frame's end (the paint's commit).
    expect(describeRenderTask([1098, 64], [frame])).to.equal(
      '64 ms: script: FrameRequestCallback bench-probe.js 10 ms, 4 of it forced style and layout; ' +
        'rendering 62 ms (style, layout and paint 52)',
    );
  });

  it('says when no long animation frame of the page holds the start of the task', () => {
    expect(describeRenderTask([1150, 60], [frame])).to.equal("60 ms: none of the page's script or rendering");
  });

  it("starts each line at the task's time from the render's start", () => {
    expect(describeRenderTasks([[1000, 80]], [frame], 940)).to.deep.equal([
      '+60 ms, 80 ms: script: Scheduler.yield.then catalogue-X.js ×2 70 ms',
    ]);
  });
});
